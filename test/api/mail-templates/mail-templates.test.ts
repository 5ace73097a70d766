/**
 * Mail templates admins edit: list, preview with sample values, placeholders checked, the edited
 * text is what the SMTP server receives (escaped in HTML), status mails sent by the employer's
 * rule, and "Reset to the built-in text". Only admins may touch them.
 * Past 300 lines because every template's built-in and edited mail is checked against one server and mailbox.
 */
import { simpleParser } from 'mailparser';
import request from 'supertest';
import type { ApplicationForm } from '../../../common/application-form';
import {
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATES,
  type MailPreview,
  type MailTemplateView,
} from '../../../common/mail-templates';
import { STAFF_MESSAGES } from '../../../common/staff';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Template-Passw0rd!';
const JOB = {
  employmentType: 'Contract',
  category: 'Engineering',
  location: 'Austin, TX',
  company: 'Tailspin & Sons',
  payMin: 50,
  payMax: 60,
  payUnit: 'HOUR',
  descriptionMarkdown: 'Build things.',
};

describe('Mail templates', () => {
  const ctx = useServerWithMail();
  let admin: ReturnType<typeof request.agent>;
  let staff: ReturnType<typeof request.agent>;
  let candidate: ReturnType<typeof request.agent>;

  async function newJob(title: string): Promise<number> {
    const res = await staff
      .post('/api/staff/jobs')
      .send({ ...JOB, title })
      .expect(200);
    return res.body.jobOrderId as number;
  }

  beforeAll(async () => {
    ({ agent: admin } = await signedInUser(ctx.server, {
      email: 'ada.admin@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    }));
    ({ agent: staff } = await signedInUser(ctx.server, {
      email: 'sam.staff@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    }));
    ({ agent: candidate } = await signedInUser(ctx.server, {
      email: 'casey.templates@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    }));
  });

  test('When anyone but an admin calls the templates, Then 403 (401 signed out), and nothing changes', async () => {
    const calls = [
      (a: ReturnType<typeof request.agent> | ReturnType<typeof request>) => a.get('/api/staff/mail-templates'),
      (a: ReturnType<typeof request.agent> | ReturnType<typeof request>) =>
        a.put('/api/staff/mail-templates/application-confirmation').send({ subject: 'x', body: 'y' }),
      (a: ReturnType<typeof request.agent> | ReturnType<typeof request>) =>
        a.post('/api/staff/mail-templates/application-confirmation/preview').send({ subject: 'x', body: 'y' }),
      (a: ReturnType<typeof request.agent> | ReturnType<typeof request>) =>
        a.post('/api/staff/mail-templates/application-confirmation/preview.html').send({ subject: 'x', body: 'y' }),
      (a: ReturnType<typeof request.agent> | ReturnType<typeof request>) =>
        a.delete('/api/staff/mail-templates/application-confirmation'),
    ];
    for (const call of calls) {
      expect((await call(staff)).status).toBe(403);
      expect((await call(candidate)).status).toBe(403);
      expect((await call(request(ctx.server.url))).status).toBe(401);
    }
    expect(await ctx.server.database.db.selectFrom('mailTemplate').selectAll().execute()).toEqual([]);
  });

  test('When an admin lists the templates, Then every mail shows its built-in text and sending rule', async () => {
    const list = (await admin.get('/api/staff/mail-templates').expect(200)).body as MailTemplateView[];
    expect(list.map((t) => t.key)).toEqual(MAIL_TEMPLATES.map((t) => t.key));
    expect(list.every((t) => !t.edited && t.subject === t.builtIn.subject)).toBe(true);
    const modes = Object.fromEntries(list.filter((t) => t.status).map((t) => [t.status, t.sendMode]));
    expect(modes).toEqual({
      'Under review': 'off',
      Interview: 'off',
      Offer: 'ask',
      Placed: 'off',
      'Not selected': 'ask',
    });
  });

  test('When an admin previews or saves a text with an unknown placeholder, Then a clear 400; a good one previews with sample values', async () => {
    const bad = { subject: 'Hi {{firstName}}', body: 'Your {{salary}} and {{ jobTitle }} and {{interviewTime}}' };
    for (const res of [
      await admin.post('/api/staff/mail-templates/application-confirmation/preview').send(bad),
      await admin.put('/api/staff/mail-templates/application-confirmation').send(bad),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Unknown placeholders \{\{salary\}\}, \{\{interviewTime\}\}\. Use only: /);
      expect(res.body.fields.body).toBe(res.body.message);
    }
    const empty = await admin
      .put('/api/staff/mail-templates/application-confirmation')
      .send({ subject: ' ', body: 'x' });
    expect([empty.status, empty.body.fields.subject]).toEqual([400, MAIL_TEMPLATE_MESSAGES.subjectRequired]);
    const twoLines = await admin
      .put('/api/staff/mail-templates/application-confirmation')
      .send({ subject: 'a\nBcc: x@example.com', body: 'x' });
    expect(twoLines.status).toBe(400);
    expect((await admin.put('/api/staff/mail-templates/nope').send({ subject: 'a', body: 'b' })).status).toBe(404);
    const badMode = await admin
      .put('/api/staff/mail-templates/status-offer')
      .send({ subject: 'a', body: 'b', sendMode: 'sometimes' });
    expect(badMode.status).toBe(400);

    const preview = await admin
      .post('/api/staff/mail-templates/interview-confirmation/preview')
      .send({ subject: 'Booked: {{jobTitle}}', body: 'Hi {{firstName}},\n\nSee you {{interviewTime}}.' })
      .expect(200);
    expect(preview.body.subject).toBe('Booked: Warehouse Lead');
    expect(preview.body.text).toMatch(/^Hi Jordan,\n\nSee you Dec 3, 2026 2:00pm Central Time\.\n/);
    expect(preview.body.html).toContain('<h1 style="margin:0 0 16px;font-size:22px">Hi Jordan,</h1>');
  });

  test('When an admin edits the confirmation, Then the next application’s mail is the edited text, escaped in HTML; reset brings the built-in text back', async () => {
    const saved = await admin
      .put('/api/staff/mail-templates/application-confirmation')
      .send({
        subject: 'We got it, {{firstName}}: {{jobTitle}}',
        body: 'Hello {{firstName}} <b>friend</b>,\n\n{{company}} has your application for {{jobTitle}}.',
      })
      .expect(200);
    expect(saved.body).toMatchObject({ edited: true, subject: 'We got it, {{firstName}}: {{jobTitle}}' });

    await candidate.post(`/api/jobsearch/apply/${await newJob('Pipe Fitter')}`).expect(200);
    const mail = await ctx.smtp.waitFor('casey.templates@example.com', /We got it, Casey: Pipe Fitter/);
    expect(mail.text).toContain('Tailspin & Sons has your application for Pipe Fitter.');
    const parsed = await simpleParser(mail.raw);
    expect(parsed.html).toContain('Hello Casey &#60;b&#62;friend&#60;/b&#62;,');
    expect(parsed.html).not.toContain('<b>friend');
    expect(parsed.html).toContain('Tailspin &#38; Sons');

    const reset = await admin.delete('/api/staff/mail-templates/application-confirmation').expect(200);
    expect(reset.body).toMatchObject({ edited: false, subject: 'Application received: {{jobTitle}}' });
    await candidate.post(`/api/jobsearch/apply/${await newJob('Welder')}`).expect(200);
    await ctx.smtp.waitFor('casey.templates@example.com', /^Application received: Welder$/);
    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', 'like', 'mail-template.%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['mail-template.reset', 'mail-template.saved']);
  });

  test('When an admin edits the confirmation and a candidate applies through the form, Then that mail is the edited text with the placeholders filled', async () => {
    await admin
      .put('/api/staff/mail-templates/application-confirmation')
      .send({
        subject: 'Form received: {{jobTitle}}',
        body: 'Dear {{firstName}},\n\n{{company}} reads {{jobTitle}} forms. {{link}}',
      })
      .expect(200);
    const created = await staff
      .post('/api/staff/jobs')
      .send({ ...JOB, title: 'Crane Operator', questions: [{ kind: 'text', text: 'Licence number?', required: true }] })
      .expect(200);
    const id = created.body.jobOrderId as number;
    const form = (await candidate.get(`/api/jobs/${id}/application-form`).expect(200)).body as ApplicationForm;
    await candidate
      .post(`/api/jobs/${id}/applications`)
      .set('Origin', ctx.server.url)
      .send({ formVersion: form.formVersion, resume: 'none', answers: { [form.questions[0]!.id]: 'CR-1234' } })
      .expect(200);
    const mail = await ctx.smtp.waitFor('casey.templates@example.com', /^Form received: Crane Operator$/);
    expect(mail.text).toContain('Dear Casey,');
    expect(mail.text).toMatch(/Tailspin & Sons reads Crane Operator forms\. http:\/\/\S+\/overview/);
    expect(mail.text).not.toContain('{{');
    await admin.delete('/api/staff/mail-templates/application-confirmation').expect(200);
  });

  test('When an admin edits status mails and their rules, Then the edited text arrives, "always" sends without asking, "off" refuses', async () => {
    const jobId = await newJob('Line Cook');
    await candidate.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    const apps = (await candidate.get('/api/me/applications').expect(200)).body as { id: number; jobOrderId: number }[];
    const id = apps.find((a) => a.jobOrderId === jobId)!.id;

    await admin
      .put('/api/staff/mail-templates/status-under-review')
      .send({ subject: 'Reviewing {{jobTitle}}', body: 'Hi {{firstName}},\n\nStatus: {{status}}.', sendMode: 'always' })
      .expect(200);
    const moved = await staff.post(`/api/staff/applications/${id}/status`).send({ status: 'Under review' }).expect(200);
    expect(moved.body.mailSent).toBe(true);
    const review = await ctx.smtp.waitFor('casey.templates@example.com', /^Reviewing Line Cook$/);
    expect(review.text).toContain('Status: Under review.');

    await admin
      .put('/api/staff/mail-templates/status-not-selected')
      .send({ subject: 'About {{jobTitle}}', body: 'Dear {{firstName}},\n\nNot this time.', sendMode: 'off' })
      .expect(200);
    const refused = await staff
      .post(`/api/staff/applications/${id}/status`)
      .send({ status: 'Not selected', sendMail: true });
    expect([refused.status, refused.body.message]).toEqual([400, STAFF_MESSAGES.mailNotAllowed]);

    await admin
      .put('/api/staff/mail-templates/status-offer')
      .send({ subject: 'An offer for {{jobTitle}}', body: 'Dear {{firstName}},\n\n{{company}} offers you the job.' })
      .expect(200);
    const quiet = await staff.post(`/api/staff/applications/${id}/status`).send({ status: 'Offer' }).expect(200);
    expect(quiet.body.mailSent).toBe(false);
    await staff.post(`/api/staff/applications/${id}/status`).send({ status: 'Interview' }).expect(200);
    const offer = await staff
      .post(`/api/staff/applications/${id}/status`)
      .send({ status: 'Offer', sendMail: true })
      .expect(200);
    expect(offer.body.mailSent).toBe(true);
    const mail = await ctx.smtp.waitFor('casey.templates@example.com', /^An offer for Line Cook$/);
    expect(mail.text).toContain('Tailspin & Sons offers you the job.');
  });

  test('When an admin opens the built-in confirmation, Then its text holds every part of the mail, the preview is that mail, and saving it unchanged sends the same mail: city, time, what was sent, the job card with pay, one link to the dashboard', async () => {
    const list = (await admin.get('/api/staff/mail-templates').expect(200)).body as MailTemplateView[];
    const builtIn = list.find((t) => t.key === 'application-confirmation')!;
    expect(builtIn.placeholders).toEqual(
      expect.arrayContaining(['city', 'appliedAt', 'pay', 'sentWith', 'coverLetter', 'statusNote', 'jobCard']),
    );
    const preview = (
      await admin
        .post('/api/staff/mail-templates/application-confirmation/preview')
        .send({ subject: builtIn.subject, body: builtIn.body })
        .expect(200)
    ).body as MailPreview;
    expect(preview.subject).toBe('Application received: Warehouse Lead');
    const overview = `${ctx.server.config.publicUrl}/overview`;
    for (const part of [
      'Thanks for applying, Jordan!',
      'We received your application for Warehouse Lead at Fabrikam Logistics in Austin, TX on Dec 1, 2026 9:30am Central Standard Time.',
      'Sent with it: your profile and your résumé “Jordan-Lee.pdf”.',
      'Your cover letter was sent with it.',
      '- Warehouse Lead (Fabrikam Logistics · Austin, TX · $20–$24/hr)',
      `See your applications: ${overview}`,
      'You receive this mail because you applied for this job on',
    ])
      expect(preview.text).toContain(part);

    // The editor's frame gets that same mail as its own document, posted as a form, under a policy
    // that lets its inline styles apply and nothing else.
    const framed = await admin
      .post('/api/staff/mail-templates/application-confirmation/preview.html')
      .type('form')
      .send({ subject: builtIn.subject, body: builtIn.body })
      .expect(200);
    expect(framed.headers['content-type']).toMatch(/^text\/html/);
    expect(framed.text).toBe(preview.html);
    expect(framed.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline';.*sandbox$/,
    );
    const unknown = await admin
      .post('/api/staff/mail-templates/application-confirmation/preview.html')
      .type('form')
      .send({ subject: 'x', body: '{{salary}}' });
    expect(unknown.status).toBe(400);

    await admin
      .put('/api/staff/mail-templates/application-confirmation')
      .send({ subject: builtIn.subject, body: builtIn.body })
      .expect(200);
    try {
      const jobId = await newJob('Pipe Layer');
      await candidate.post(`/api/jobsearch/apply/${jobId}`).expect(200);
      const mail = await ctx.smtp.waitFor('casey.templates@example.com', /^Application received: Pipe Layer$/);
      expect(mail.text).toMatch(
        /We received your application for Pipe Layer at Tailspin & Sons in Austin, TX on [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}[ap]m Central Time\./,
      );
      expect(mail.text).toContain('Sent with it: your profile. You have no résumé on file');
      expect(mail.text.replace(/\r\n/g, '\n')).toContain(
        `- Pipe Layer (Tailspin & Sons · Austin, TX · $50–$60/hr)\n  ${ctx.server.config.publicUrl}/jobs/${jobId}`,
      );
      expect(mail.text).toContain('You receive this mail because you applied for this job on');
      // The preview's layout is the mail's: the same lines in the same order, only the values differ.
      // The same lines in the same order as the preview; only the values differ (no cover letter here).
      const firstWords = (text: string) =>
        text
          .trimEnd()
          .split(/\r?\n/)
          .map((line) => line.split(' ')[0]);
      const previewed = preview.text.replace('Your cover letter was sent with it.\n\n', '');
      expect(firstWords(mail.text)).toEqual(firstWords(previewed));
      const parsed = await simpleParser(mail.raw);
      expect(parsed.html).toContain(`href="${ctx.server.config.publicUrl}/jobs/${jobId}"`);
      expect((parsed.html as string).split(`href="${overview}"`)).toHaveLength(2);
    } finally {
      await admin.delete('/api/staff/mail-templates/application-confirmation').expect(200);
    }
  });

  test('When an edited confirmation places the job card and the dashboard link in its text, Then the card shows there and the mail links the dashboard once', async () => {
    await admin
      .put('/api/staff/mail-templates/application-confirmation')
      .send({
        subject: 'Thanks, {{firstName}}',
        body: 'Hi {{firstName}},\n\n{{jobCard}}\n\nPay: {{pay}} in {{city}}.\n\nFollow it here: {{link}}',
      })
      .expect(200);
    try {
      const jobId = await newJob('Rigger');
      await candidate.post(`/api/jobsearch/apply/${jobId}`).expect(200);
      const mail = await ctx.smtp.waitFor('casey.templates@example.com', /^Thanks, Casey$/);
      const overview = `${ctx.server.config.publicUrl}/overview`;
      expect(mail.text.replace(/\r\n/g, '\n')).toContain(
        `Hi Casey,\n\n- Rigger (Tailspin & Sons · Austin, TX · $50–$60/hr)\n  ${ctx.server.config.publicUrl}/jobs/${jobId}\n\nPay: $50–$60/hr in Austin, TX.\n\nFollow it here: ${overview}\n`,
      );
      expect(mail.text.split(overview)).toHaveLength(2);
      const parsed = await simpleParser(mail.raw);
      expect((parsed.html as string).split(`href="${overview}"`)).toHaveLength(2);
    } finally {
      await admin.delete('/api/staff/mail-templates/application-confirmation').expect(200);
    }
  });
});
