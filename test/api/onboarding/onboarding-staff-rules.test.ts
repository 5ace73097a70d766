/**
 * Staff's onboarding actions keep to the document's state and tell staff and candidates what
 * happened: Remind waits after the last reminder (one mail for two clicks at once), entries that
 * are not addresses are named, a reason is asked for by name, an approved copy is final, a signed
 * document is not cancelled, a returned copy is mailed with its reason, and a document without a
 * due date is reminded on its own schedule.
 * Past 300 lines because its stories share one server and its staff and candidate sessions.
 */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import {
  DEFAULT_REMINDER_SCHEDULE,
  FIELD_MESSAGES,
  ONBOARDING_MESSAGES as M,
  REMIND_COOLDOWN_HOURS,
  UNDATED_REMINDERS,
} from '../../../common/onboarding';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { fieldsPdf, scannedPdf } from '../../fixtures/pdfs';
import { CONSENT } from '../../helpers/consent';
import { seedDemoDocuments } from '../../../server/dev/documents.seed';

const PASSWORD = 'Rules-Passw0rd!';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('Onboarding staff actions keep to the document and say why', () => {
  const ctx = useServerWithMail();
  let staff: SignedInUser;
  let casey: SignedInUser;
  let templateId: number;

  beforeAll(async () => {
    staff = await signedInUser(ctx.server, {
      email: 'robin.rules@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    casey = await signedInUser(ctx.server, {
      email: 'casey.rules@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
  });

  /** A new template (its own title) assigned to Casey, due in 10 days; the document's id. */
  async function assigned(formTitle: string): Promise<{ id: number; docHandle: string }> {
    const template = await staff.agent
      .post('/api/staff/document-templates')
      .field('delivery', 'manual')
      .attach('pdf', Buffer.from(await fieldsPdf(formTitle)), { filename: 'form.pdf', contentType: 'application/pdf' })
      .expect(201);
    templateId = template.body.id;
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId, emails: 'casey.rules@example.com', dueDate: isoDay(Date.now() + 10 * DAY) })
      .expect(200);
    const doc = (await ctx.server.services.documents.list(casey.id)).find((d) => d.formTitle === formTitle)!;
    return { id: doc.id, docHandle: doc.docHandle };
  }

  /** Moves the clock; sessions idle past their timeout, so both sign in again. */
  async function advance(ms: number) {
    ctx.server.advance(ms);
    for (const [user, email] of [
      [staff, 'robin.rules@example.com'],
      [casey, 'casey.rules@example.com'],
    ] as const)
      await user.agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
  }

  let scanned: Uint8Array;
  beforeAll(async () => {
    scanned = await scannedPdf();
  });
  const uploadCopy = (docHandle: string) =>
    casey.agent
      .put(`/api/documents/${docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(scanned), { filename: 'signed.pdf', contentType: 'application/pdf' });

  const outbox = (subject: RegExp) =>
    ctx.server.database.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', 'casey.rules@example.com')
      .execute()
      .then((rows) => rows.filter((r) => subject.test(r.subject)));

  test('When staff click Remind twice at once and again later, Then one mail goes, the other click is told when the next can', async () => {
    const doc = await assigned('Remind Once Form');
    const reminders = () => outbox(/^Reminder: Remind Once Form/);
    const clicks = await Promise.all([1, 2].map(() => staff.agent.post(`/api/staff/documents/${doc.id}/remind`)));
    expect(clicks.map((r) => r.status).sort()).toEqual([200, 429]);
    const refused = clicks.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe(M.remindedLately('Remind Once Form', REMIND_COOLDOWN_HOURS));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan((REMIND_COOLDOWN_HOURS - 1) * 3600);
    expect(await reminders()).toHaveLength(1);

    // Later that day: still refused, with the hours left; the board's bulk remind says the same.
    await advance(20 * HOUR);
    const later = await staff.agent.post('/api/staff/document-reminders/send').send({ documentIds: [doc.id] });
    expect([later.status, later.body.message]).toEqual([429, M.remindedLately('Remind Once Form', 4)]);
    expect(await reminders()).toHaveLength(1);

    // A day after the first: the next one goes.
    await advance(4 * HOUR);
    await staff.agent.post(`/api/staff/documents/${doc.id}/remind`).expect(200, { sent: 1, waiting: [] });
    expect(await reminders()).toHaveLength(2);

    // Bulk with one just reminded and one not: the other is sent, the first is named.
    const other = await assigned('Remind Other Form');
    const bulk = await staff.agent
      .post('/api/staff/document-reminders/send')
      .send({ documentIds: [doc.id, other.id] })
      .expect(200);
    expect(bulk.body).toEqual({
      sent: 1,
      waiting: [{ id: doc.id, formTitle: 'Remind Once Form', message: M.remindedLately('Remind Once Form', 24) }],
    });
  });

  test('When the assignment box holds entries that are not addresses, Then the answer names each and why; none usable is a clear 400', async () => {
    await assigned('Entries Form');
    const second = await staff.agent
      .post('/api/staff/document-templates')
      .attach('pdf', Buffer.from(await fieldsPdf('Entries Second Form')), {
        filename: 'form.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const res = await staff.agent
      .post('/api/staff/document-assignments')
      .send({
        templateId: second.body.id,
        emails: 'Casey Morgan <Casey.Rules@example.com>\nJordan Smith\nrobin@, nobody@nowhere.example',
        dueDate: isoDay(Date.now() + 10 * DAY),
      })
      .expect(200);
    expect(res.body.assigned).toEqual([{ email: 'casey.rules@example.com', documents: 1 }]);
    expect(res.body.unknown).toEqual(['nobody@nowhere.example']);
    expect(res.body.notUsed).toEqual([
      { entry: 'Jordan Smith', reason: M.noEmailInLine },
      { entry: 'robin@', reason: M.notAnEmail },
    ]);

    const none = await staff.agent.post('/api/staff/document-assignments').send({
      templateId: second.body.id,
      emails: 'Jordan Smith; jordan at example',
      dueDate: isoDay(Date.now() + DAY),
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      'Enter at least one candidate email address. Not used: “Jordan Smith; jordan at example” (no email address in this line).',
    );
    expect(none.body.fields.emails).toBe(none.body.message);
  });

  test('When staff reject without a reason, Then the answer says a reason is missing; with one, the candidate is mailed it', async () => {
    const doc = await assigned('Returned Copy Form');
    await uploadCopy(doc.docHandle).expect(200);
    const missing = await staff.agent.post(`/api/staff/documents/${doc.id}/reject`).send({ reason: '  ' });
    expect([missing.status, missing.body.message, missing.body.fields]).toEqual([
      400,
      M.reasonRequired,
      { reason: M.reasonRequired },
    ]);
    await staff.agent
      .post(`/api/staff/documents/${doc.id}/reject`)
      .send({ reason: 'The second page is missing its signature.' })
      .expect(200);
    const mail = await ctx.smtp.waitFor('casey.rules@example.com', /^Please sign Returned Copy Form again$/);
    expect(mail.text).toContain('The second page is missing its signature.');
    expect(mail.text).toContain(`${ctx.server.config.publicUrl}/documents/manual`);
  });

  test('When a copy was approved, Then it can no longer be rejected', async () => {
    const doc = await assigned('Approved Copy Form');
    await uploadCopy(doc.docHandle).expect(200);
    await staff.agent.post(`/api/staff/documents/${doc.id}/approve`).expect(200);
    const review = await staff.agent.get(`/api/staff/documents/${doc.id}`).expect(200);
    expect([review.body.state, review.body.approved]).toEqual(['completed', true]);
    const refused = await staff.agent.post(`/api/staff/documents/${doc.id}/reject`).send({ reason: 'Changed my mind' });
    expect([refused.status, refused.body.message]).toEqual([409, M.approvedFinal]);
    expect((await ctx.server.services.documents.get(casey.id, { id: doc.id })).docusignStatus).toBe('completed');
    expect(await outbox(/^Please sign Approved Copy Form again$/)).toEqual([]);
  });

  test('When a document is signed (waiting for review or approved), Then Cancel is refused and it stays listed; an unsigned one is cancelled', async () => {
    const doc = await assigned('Signed Keep Form');
    await uploadCopy(doc.docHandle).expect(200);
    const inReview = await staff.agent.post(`/api/staff/documents/${doc.id}/cancel`);
    expect([inReview.status, inReview.body.message]).toEqual([409, M.signedNotCancellable]);
    await staff.agent.post(`/api/staff/documents/${doc.id}/approve`).expect(200);
    const approved = await staff.agent.post(`/api/staff/documents/${doc.id}/cancel`);
    expect([approved.status, approved.body.message]).toEqual([409, M.signedNotCancellable]);
    const titles = (await ctx.server.services.documents.list(casey.id)).map((d) => d.formTitle);
    expect(titles).toContain('Signed Keep Form');

    const unsigned = await assigned('Unsigned Cancel Form');
    await staff.agent.post(`/api/staff/documents/${unsigned.id}/cancel`).expect(200);
    const after = (await ctx.server.services.documents.list(casey.id)).map((d) => d.formTitle);
    expect(after).not.toContain('Unsigned Cancel Form');
    // An upload to it is refused as not found now.
    const late = await uploadCopy(unsigned.docHandle);
    expect([late.status, late.body.message]).toEqual([404, DOCUMENT_SERVER_MESSAGES.notFound]);
  });

  test('When a document has no due date, Then it is reminded every 7 days after assignment, at most 3 times, and not once signed', async () => {
    expect(DEFAULT_REMINDER_SCHEDULE.undatedDays).toBe(7);
    const template = await staff.agent
      .post('/api/staff/document-templates')
      .attach('pdf', Buffer.from(await fieldsPdf('Undated Form')), {
        filename: 'form.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const doc = await ctx.server.services.documents.assign({ userId: casey.id, templateId: template.body.id });
    const second = await staff.agent
      .post('/api/staff/document-templates')
      .attach('pdf', Buffer.from(await fieldsPdf('Undated Signed Form')), {
        filename: 'form.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const signedSoon = await ctx.server.services.documents.assign({ userId: casey.id, templateId: second.body.id });
    const reminders = async (title: string) => (await outbox(new RegExp(`^Reminder: ${title} is waiting`))).length;
    const run = () => ctx.server.services.onboarding.runDueReminders();

    await advance(6 * DAY);
    await run();
    expect(await reminders('Undated Form')).toBe(0);
    await uploadCopy(signedSoon.docHandle).expect(200);

    await advance(DAY);
    await run();
    await run();
    expect(await reminders('Undated Form')).toBe(1);
    expect(await reminders('Undated Signed Form')).toBe(0);
    const [mail] = await outbox(/^Reminder: Undated Form is waiting for you$/);
    expect(mail!.textBody).toContain('Undated Form is still waiting for you in your onboarding documents.');
    // Staff's Remind waits after the scheduled one too.
    const click = await staff.agent.post(`/api/staff/documents/${doc.id}/remind`);
    expect(click.status).toBe(429);

    for (let week = 2; week <= UNDATED_REMINDERS + 2; week += 1) {
      await advance(7 * DAY);
      await run();
    }
    expect(await reminders('Undated Form')).toBe(UNDATED_REMINDERS);
    expect(await reminders('Undated Signed Form')).toBe(0);

    // Staff can turn them off; a schedule saved without the setting keeps the default.
    await staff.agent
      .put('/api/staff/document-reminders')
      .send({ beforeDays: 3, onDueDay: true, afterDays: 2 })
      .expect(200, DEFAULT_REMINDER_SCHEDULE);
    const bad = await staff.agent
      .put('/api/staff/document-reminders')
      .send({ ...DEFAULT_REMINDER_SCHEDULE, undatedDays: 45 });
    expect([bad.status, bad.body.fields.undatedDays]).toEqual([400, 'Enter a number of days from 0 to 30.']);
  });

  test('When the demo pack is seeded, Then its forms ask for what their paper asks, under the same labels, and the server refuses an empty Direct Deposit', async () => {
    const drew = await signedInUser(ctx.server, {
      email: 'drew.demo@example.com',
      password: PASSWORD,
      firstName: 'Drew',
      role: 'candidate',
    });
    await seedDemoDocuments(ctx.server.services.documents, drew.id);
    const templates = (await staff.agent.get('/api/staff/document-templates').expect(200)).body as {
      formTitle: string;
      fields: { name: string; role: string; label: string; required: boolean }[];
    }[];
    const signerFields = (title: string) =>
      templates
        .find((t) => t.formTitle === title)!
        .fields.filter((f) => f.role === 'signer')
        .map((f) => [f.name, f.label, f.required]);
    expect(signerFields('Direct Deposit Authorization')).toEqual([
      ['bankName', 'Bank name', true],
      ['routingNumber', 'Routing number (9 digits)', true],
      ['accountNumber', 'Account number', true],
      ['accountType', 'Account type (checking or savings)', true],
    ]);
    expect(signerFields("Employee's Withholding Certificate (W-4)")).toEqual([
      ['address', 'Home address', true],
      ['filingStatus', 'Filing status (single, married filing jointly, head of household)', true],
      ['dependents', 'Claim dependent and other credits ($)', false],
      ['extraWithholding', 'Extra withholding per pay period ($)', false],
    ]);

    const deposit = (await ctx.server.services.documents.list(drew.id)).find(
      (d) => d.formTitle === 'Direct Deposit Authorization',
    )!;
    const url = await drew.agent
      .post('/graphql')
      .send({
        query: 'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
        variables: { id: deposit.id },
      })
      .expect(200);
    const token = new URL(url.body.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
    const opened = await drew.agent.post('/api/esign/open').send({ token }).expect(200);
    const key = opened.body.ceremonyKey as string;
    await drew.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const empty = await drew.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Drew Test' }, values: {} });
    expect([empty.status, empty.body.message]).toEqual([400, FIELD_MESSAGES.missing]);
    expect(empty.body.fields).toEqual({
      bankName: FIELD_MESSAGES.required('Bank name'),
      routingNumber: FIELD_MESSAGES.required('Routing number (9 digits)'),
      accountNumber: FIELD_MESSAGES.required('Account number'),
      accountType: FIELD_MESSAGES.required('Account type (checking or savings)'),
    });
    expect((await ctx.server.services.documents.get(drew.id, { id: deposit.id })).docusignStatus).not.toBe('completed');
  });
});
