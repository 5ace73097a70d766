/**
 * The application form: staff give a job screening questions (checked field by field), a
 * candidate reads the form without the knockout rules, submits résumé, cover letter and answers in
 * one call, and a knockout answer ends the application at once as Not selected with its reason
 * kept for staff only. Answers keep the question as it was asked. A job without questions still
 * applies in one click.
 * Past 300 lines because its stories share one server, its staff member and the job's questions,
 * which later stories edit.
 */
import request from 'supertest';
import { APPLICATION_FORM_TEXT, type ApplicationForm, type QuestionInput } from '../../../common/application-form';
import type { StaffApplicants, StaffJob } from '../../../common/staff';
import { resumePdf } from '../../fixtures/resumes';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { type SignedInUser, signedInUser } from '../../helpers/users';

const QUESTIONS: QuestionInput[] = [
  { kind: 'yesNo', text: 'Do you hold a forklift licence?', required: true, knockoutAnswers: ['No'] },
  { kind: 'single', text: 'Which shift suits you?', required: true, options: ['Day', 'Night', 'Either'] },
  {
    kind: 'multiple',
    text: 'Which machines have you run?',
    options: ['Forklift', 'Reach truck', 'Pallet jack'],
    knockoutAnswers: [],
  },
  { kind: 'number', text: 'Years of warehouse experience', required: true, min: 1, max: 40 },
  { kind: 'text', text: 'Anything else we should know?' },
];

const JOB = {
  title: 'Forklift Operator',
  employmentType: 'Contract',
  category: 'Distribution',
  location: 'Austin, TX',
  descriptionMarkdown: 'Move pallets **safely**.',
};

describe('Application form with screening questions', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let staff: SignedInUser;
  let job: StaffJob;
  let plainJobId: number;
  let n = 0;

  const candidate = async (first = 'Casey') => {
    n += 1;
    return signedInUser(server, {
      email: `${first.toLowerCase()}.${n}@example.com`,
      password: 'Cand-Passw0rd!',
      firstName: first,
      role: 'candidate',
    });
  };
  const form = async (who: SignedInUser, id = job.jobOrderId) =>
    (await who.agent.get(`/api/jobs/${id}/application-form`).expect(200)).body as ApplicationForm;
  const submit = (who: SignedInUser, body: unknown, id = job.jobOrderId) =>
    who.agent
      .post(`/api/jobs/${id}/applications`)
      .set('Origin', server.url)
      .send(body as object);
  /** Answers by question text, as the candidate would give them. */
  const answersOf = (f: ApplicationForm, byText: Record<string, unknown>) =>
    Object.fromEntries(f.questions.map((q) => [String(q.id), byText[q.text] ?? null]));
  const passing = {
    'Do you hold a forklift licence?': 'Yes',
    'Which shift suits you?': 'Night',
    'Which machines have you run?': ['Pallet jack', 'Forklift'],
    'Years of warehouse experience': '3',
    'Anything else we should know?': '  I like early starts.  ',
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url });
    staff = await signedInUser(server, {
      email: 'pat.staff@example.com',
      password: 'Staff-Passw0rd!',
      firstName: 'Pat',
      role: 'staff',
    });
    const created = await staff.agent
      .post('/api/staff/jobs')
      .set('Origin', server.url)
      .send({ ...JOB, questions: QUESTIONS })
      .expect(200);
    job = created.body as StaffJob;
    const created2 = await server.services.jobs.createJobs([
      {
        title: 'Night Porter',
        description: '<p>Keep the lobby tidy.</p>',
        corpTitle: 'Tailspin',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        openedAt: Date.now(),
      },
    ]);
    plainJobId = created2[0]!;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('When staff save questions, Then they come back with their rules; bad definitions get 400 naming the field', async () => {
    expect(job.questions.map((q) => [q.kind, q.text, q.required])).toEqual(
      QUESTIONS.map((q) => [q.kind, q.text, q.required ?? false]),
    );
    expect(job.questions[0]).toMatchObject({ knockoutAnswers: ['No'] });
    expect(job.questions[3]).toMatchObject({ min: 1, max: 40 });

    const bad = async (questions: unknown, field: string, message: RegExp) => {
      const res = await staff.agent
        .put(`/api/staff/jobs/${job.jobOrderId}`)
        .set('Origin', server.url)
        .send({ ...JOB, version: job.version, questions });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
      expect(res.body.fields[field]).toMatch(message);
    };
    await bad([{ kind: 'single', text: 'Pick', options: ['Only one'] }], 'questions.0.options', /at least 2/);
    await bad([QUESTIONS[0], { kind: 'essay', text: 'Why?' }], 'questions.1.kind', /Choose the kind/);
    await bad([{ kind: 'text', text: '   ' }], 'questions.0.text', /Write the question/);
    await bad([{ kind: 'text', text: 'x'.repeat(301) }], 'questions.0.text', /at most 300/);
    await bad(
      [{ kind: 'single', text: 'Pick', options: ['A', 'B'], knockoutAnswers: ['C'] }],
      'questions.0.knockoutAnswers',
      /one of the options/,
    );
    await bad(
      [{ kind: 'yesNo', text: 'Sure?', knockoutAnswers: ['Yes', 'No'] }],
      'questions.0.knockoutAnswers',
      /must pass/,
    );
    await bad([{ kind: 'number', text: 'Age', min: 10, max: 5 }], 'questions.0.max', /minimum/);
    await bad([{ kind: 'text', text: 'Name', min: 1 }], 'questions.0.min', /Only number/);
    await bad([{ kind: 'single', text: 'Pick', options: ['A', 'a'] }], 'questions.0.options', /different/);
    await bad(
      Array.from({ length: 21 }, () => QUESTIONS[4]),
      'questions',
      /at most 20/,
    );
    // Nothing changed: the stored job is still at its version with its questions.
    const stored = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}`).expect(200)).body as StaffJob;
    expect(stored.version).toBe(job.version);
    expect(stored.questions).toEqual(job.questions);
  });

  test('When a candidate opens the form, Then it has the questions and choices but none of the knockout rules', async () => {
    const casey = await candidate();
    const res = await casey.agent.get(`/api/jobs/${job.jobOrderId}/application-form`).expect(200);
    const body = res.body as ApplicationForm;
    expect(body.job).toMatchObject({ jobOrderId: job.jobOrderId, title: 'Forklift Operator' });
    expect(body.questions.map((q) => [q.kind, q.text, q.options])).toEqual([
      ['yesNo', 'Do you hold a forklift licence?', ['Yes', 'No']],
      ['single', 'Which shift suits you?', ['Day', 'Night', 'Either']],
      ['multiple', 'Which machines have you run?', ['Forklift', 'Reach truck', 'Pallet jack']],
      ['number', 'Years of warehouse experience', []],
      ['text', 'Anything else we should know?', []],
    ]);
    expect(body.resume).toBeNull();
    expect(body.appliedTo).toBe(false);
    expect(res.text).not.toMatch(/knockout|"min"|"max"/i);
    await request(server.url).get(`/api/jobs/${job.jobOrderId}/application-form`).expect(401);
    await casey.agent.get('/api/jobs/999999/application-form').expect(404);
    await casey.agent.get('/api/jobs/abc/application-form').expect(404);
  });

  test('When a job has questions, Then one click is refused with the form to fill in, and the job page says so', async () => {
    const casey = await candidate();
    const res = await casey.agent.post(`/api/jobsearch/apply/${job.jobOrderId}`).set('Origin', server.url);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: APPLICATION_FORM_TEXT.hasQuestions,
      form: `/jobs/${job.jobOrderId}/apply`,
    });
    expect((await request(server.url).get(`/api/jobs/${job.jobOrderId}`).expect(200)).body.hasQuestions).toBe(true);
    expect((await request(server.url).get(`/api/jobs/${plainJobId}`).expect(200)).body.hasQuestions).toBe(false);
  });

  test('When required answers are missing or wrong, Then 400 names each field and nothing is stored', async () => {
    const casey = await candidate();
    const f = await form(casey);
    const res = await submit(casey, {
      formVersion: f.formVersion,
      resume: 'profile',
      answers: answersOf(f, {
        'Which shift suits you?': 'Weekends',
        'Which machines have you run?': ['Crane'],
        'Years of warehouse experience': 'lots',
        'Anything else we should know?': 'x'.repeat(501),
      }),
    });
    expect(res.status).toBe(400);
    const [yesNo, single, multiple, number, text] = f.questions.map((q) => `answers.${q.id}`);
    expect(res.body.fields).toEqual({
      [yesNo!]: APPLICATION_FORM_TEXT.required,
      [single!]: APPLICATION_FORM_TEXT.chooseOne,
      [multiple!]: APPLICATION_FORM_TEXT.chooseFrom,
      [number!]: APPLICATION_FORM_TEXT.number,
      [text!]: APPLICATION_FORM_TEXT.textTooLong,
      resume: APPLICATION_FORM_TEXT.noProfileResume,
    });
    const garbage = await submit(casey, { formVersion: f.formVersion, resume: 'mine', answers: 'x' });
    expect(garbage.status).toBe(400);
    const long = await submit(casey, {
      formVersion: f.formVersion,
      resume: 'none',
      coverLetter: 'x'.repeat(5001),
      answers: {},
    });
    expect(long.status).toBe(400);
    expect(long.body.fields.coverLetter).toMatch(/at most 5,000/);
    expect(long.body.message).toBe('The cover letter is at most 5,000 characters');
    expect((await form(casey)).appliedTo).toBe(false);
  });

  test('When "None of these" is ticked together with another answer, Then 400 names the question; on its own it is accepted', async () => {
    const [certJob] = (await server.services.jobs.createJobs([
      {
        title: 'Ward Nurse',
        description: '<p>Care for patients.</p>',
        corpTitle: 'Tailspin Health',
        employmentType: 'Contract',
        category: 'Healthcare',
        location: 'Austin, TX',
        openedAt: Date.now(),
      },
    ])) as [number];
    await server.services.applicationForm.setQuestions(certJob, [
      { kind: 'multiple', text: 'Which certifications do you hold?', options: ['BLS', 'ACLS', 'None of these'] },
    ]);
    const casey = await candidate('Noa');
    const f = await form(casey, certJob);
    const [question] = f.questions.map((q) => String(q.id));
    const both = await submit(
      casey,
      { formVersion: f.formVersion, resume: 'none', answers: { [question!]: ['BLS', 'None of these'] } },
      certJob,
    );
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual({
      [`answers.${question}`]: APPLICATION_FORM_TEXT.noneWithOthers('None of these'),
    });
    expect((await form(casey, certJob)).appliedTo).toBe(false);
    const alone = await submit(
      casey,
      { formVersion: f.formVersion, resume: 'none', answers: { [question!]: ['None of these'] } },
      certJob,
    );
    expect(alone.status).toBe(200);
  });

  test('When a candidate answers every kind and passes, Then the application is Submitted with the answers for staff, and the mail names what was sent', async () => {
    const casey = await candidate('Robin');
    await casey.agent
      .put('/api/me/resume')
      .attach('resume', Buffer.from(await resumePdf()), { filename: 'Robin-CV.pdf', contentType: 'application/pdf' })
      .expect(200);
    const f = await form(casey);
    expect(f.resume).toEqual({ fileName: 'Robin-CV.pdf' });
    const res = await submit(casey, {
      formVersion: f.formVersion,
      resume: 'profile',
      coverLetter: 'I have driven forklifts for three years.',
      answers: answersOf(f, passing),
    }).expect(200);
    expect(res.body).toMatchObject({ status: 'Submitted', message: APPLICATION_FORM_TEXT.submitted });
    const again = await submit(casey, { formVersion: f.formVersion, resume: 'none', answers: answersOf(f, passing) });
    expect(again.status).toBe(409);

    const mail = await smtp.waitFor(`robin.${n}@example.com`, /^Application received: Forklift Operator$/);
    expect(mail.text).toContain('your résumé “Robin-CV.pdf”');
    expect(mail.text).toContain('Your cover letter was sent with it.');
    // The time names its zone in words.
    expect(mail.text).toMatch(/ on [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}[ap]m (?:[A-Z][a-z]+ )+Time\./);

    const list = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}/applicants`).expect(200))
      .body as StaffApplicants;
    const mine = list.applicants.find((a) => a.applicationId === res.body.applicationId)!;
    expect(mine.status).toBe('Submitted');
    expect(mine.resume).toEqual({ fileName: 'Robin-CV.pdf' });
    expect(mine.form).toMatchObject({
      coverLetter: 'I have driven forklifts for three years.',
      knockout: null,
      resumeUploaded: false,
    });
    expect(mine.form!.answers.map((a) => [a.question, a.answer])).toEqual([
      ['Do you hold a forklift licence?', 'Yes'],
      ['Which shift suits you?', 'Night'],
      ['Which machines have you run?', 'Forklift; Pallet jack'],
      ['Years of warehouse experience', '3'],
      ['Anything else we should know?', 'I like early starts.'],
    ]);
  });

  test('When an answer knocks out, Then the application is Not selected at once by the system, staff see why, the candidate only a kind message', async () => {
    const casey = await candidate('Sam');
    const f = await form(casey);
    const res = await submit(casey, {
      formVersion: f.formVersion,
      resume: 'none',
      answers: answersOf(f, { ...passing, 'Years of warehouse experience': 0.5 }),
    }).expect(200);
    expect(res.body).toEqual({
      applicationId: expect.any(Number),
      status: 'Not selected',
      message: APPLICATION_FORM_TEXT.knockedOut,
    });
    expect(res.text).not.toContain('experience');
    const mine = (await casey.agent.get('/api/me/applications').expect(200)).body as {
      id: number;
      status: string;
      history: { status: string }[];
    }[];
    expect(mine[0]).toMatchObject({ status: 'Not selected' });
    expect(mine[0]!.history.map((h) => h.status)).toEqual(['Submitted', 'Not selected']);
    expect(JSON.stringify(mine)).not.toMatch(/experience|knockout/i);
    const mail = await smtp.waitFor(`sam.${n}@example.com`, /^Application received: Forklift Operator$/);
    expect(mail.text).toContain('without a résumé');
    expect(mail.text).toContain('No cover letter was sent with it.');

    const list = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}/applicants`).expect(200))
      .body as StaffApplicants;
    const row = list.applicants.find((a) => a.applicationId === res.body.applicationId)!;
    expect(row.status).toBe('Not selected');
    expect(row.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['Submitted', 'Sam Test'],
      ['Not selected', null],
    ]);
    expect(row.form!.knockout).toEqual({ question: 'Years of warehouse experience', answer: '0.5' });
    // The service the pipeline board calls answers the same.
    const [record] = await server.services.applicationForm.answersFor([res.body.applicationId]);
    expect(record!.knockout).toEqual({ question: 'Years of warehouse experience', answer: '0.5' });

    const casey2 = await candidate('Lee');
    const f2 = await form(casey2);
    const no = await submit(casey2, {
      formVersion: f2.formVersion,
      resume: 'none',
      answers: answersOf(f2, { ...passing, 'Do you hold a forklift licence?': 'No' }),
    }).expect(200);
    expect(no.body.status).toBe('Not selected');
    const [noRecord] = await server.services.applicationForm.answersFor([no.body.applicationId]);
    expect(noRecord!.knockout).toEqual({ question: 'Do you hold a forklift licence?', answer: 'No' });
  });

  test('When an answer knocks out, Then the confirmation mail promises no review: it says the application is Not selected and where that shows, even when the employer edited the confirmation', async () => {
    const knockedOut = async (first: string) => {
      const who = await candidate(first);
      const f = await form(who);
      await submit(who, {
        formVersion: f.formVersion,
        resume: 'none',
        answers: answersOf(f, { ...passing, 'Do you hold a forklift licence?': 'No' }),
      }).expect(200);
      return smtp.waitFor(`${first.toLowerCase()}.${n}@example.com`, /^Application received: Forklift Operator$/);
    };
    const overview = `${server.config.publicUrl}/overview`;

    const mail = await knockedOut('Jordan');
    expect(mail.text).not.toMatch(/review/i);
    expect(mail.text).toContain(APPLICATION_FORM_TEXT.knockedOut);
    expect(mail.text).toContain(`Its status, Not selected, shows on your dashboard: ${overview}`);

    // The employer's edited confirmation is written for applications a recruiter will read.
    await server.services.mailTemplates.save(
      'application-confirmation',
      {
        subject: 'Application received: {{jobTitle}}',
        body: 'Hi {{firstName}},\n\nA recruiter will review your application for {{jobTitle}} soon. {{link}}',
      },
      staff.id,
    );
    try {
      const edited = await knockedOut('Kim');
      expect(edited.text).not.toMatch(/review/i);
      expect(edited.text).toContain(`Its status, Not selected, shows on your dashboard: ${overview}`);
    } finally {
      await server.services.mailTemplates.reset('application-confirmation', staff.id);
    }
  });

  test('When a candidate uploads a résumé for one application, Then it goes through the résumé checks, is kept with that application, and the profile stays without one', async () => {
    const casey = await candidate('Alex');
    const f = await form(casey);
    const post = (bytes: Buffer, name: string) =>
      casey.agent
        .post(`/api/jobs/${job.jobOrderId}/applications`)
        .set('Origin', server.url)
        .field(
          'application',
          JSON.stringify({ formVersion: f.formVersion, resume: 'upload', answers: answersOf(f, passing) }),
        )
        .attach('resume', bytes, { filename: name, contentType: 'application/pdf' });
    const hostile = await post(Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf');
    expect(hostile.status).toBe(415);
    expect((await form(casey)).appliedTo).toBe(false);
    const noFile = await submit(casey, {
      formVersion: f.formVersion,
      resume: 'upload',
      answers: answersOf(f, passing),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields.resume).toBe(APPLICATION_FORM_TEXT.uploadMissing);

    const res = await post(Buffer.from(await resumePdf()), 'Alex For Forklifts.pdf').expect(200);
    expect(res.body.status).toBe('Submitted');
    expect((await casey.agent.get('/api/me/resume').expect(200)).body).toEqual({ resume: null });
    const list = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}/applicants`).expect(200))
      .body as StaffApplicants;
    const row = list.applicants.find((a) => a.applicationId === res.body.applicationId)!;
    expect(row.resume).toEqual({ fileName: 'Alex For Forklifts.pdf' });
    expect(row.form!.resumeUploaded).toBe(true);
    const file = await staff.agent
      .get(`/api/staff/applications/${res.body.applicationId}/resume`)
      .buffer(true)
      .expect(200);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('When staff edit the questions later, Then past answers keep the question as it was asked, and a form opened before is told to reload', async () => {
    const casey = await candidate('Jo');
    const before = await form(casey);
    const current = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}`).expect(200)).body as StaffJob;
    const edited = [
      { ...QUESTIONS[0], text: 'Do you hold a valid forklift licence?' },
      { kind: 'single', text: 'Which shift suits you?', required: true, options: ['Day', 'Evening'] },
    ];
    await staff.agent
      .put(`/api/staff/jobs/${job.jobOrderId}`)
      .set('Origin', server.url)
      .send({ ...JOB, version: current.version, questions: edited })
      .expect(200);
    const stale = await submit(casey, {
      formVersion: before.formVersion,
      resume: 'none',
      answers: answersOf(before, passing),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(APPLICATION_FORM_TEXT.questionsChanged);

    const list = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}/applicants`).expect(200))
      .body as StaffApplicants;
    const robin = list.applicants.find((a) => a.candidateName === `Robin Test`)!;
    expect(robin.form!.answers[0]).toMatchObject({ question: 'Do you hold a forklift licence?', answer: 'Yes' });
    expect(robin.form!.answers[1]).toMatchObject({ options: ['Day', 'Night', 'Either'], answer: 'Night' });
    expect(robin.form!.answers).toHaveLength(5);

    const after = await form(casey);
    expect(after.questions.map((q) => q.text)).toEqual([
      'Do you hold a valid forklift licence?',
      'Which shift suits you?',
    ]);
    await submit(casey, {
      formVersion: after.formVersion,
      resume: 'none',
      answers: answersOf(after, {
        'Do you hold a valid forklift licence?': 'Yes',
        'Which shift suits you?': 'Evening',
      }),
    }).expect(200);
  });

  test('When a mailed one-click link is for a job with questions, Then it leads to the form (signed in or via sign-in) and is not spent', async () => {
    const casey = await candidate('Mel');
    const { oneClickUrl } = await server.services.applyLinks.invite(
      { email: `mel.${n}@example.com`, jobOrderId: job.jobOrderId },
      null,
    );
    const path = new URL(oneClickUrl).pathname;
    const signedOut = await request(server.url).post(path).set('Origin', server.url).expect(303);
    expect(signedOut.headers.location).toBe(`/login?r=${encodeURIComponent(`/jobs/${job.jobOrderId}/apply`)}`);
    const signedIn = await casey.agent.post(path).set('Origin', server.url).expect(303);
    expect(signedIn.headers.location).toBe(`/jobs/${job.jobOrderId}/apply`);
    expect((await form(casey)).appliedTo).toBe(false);
    expect(
      (
        await request(server.url)
          .get(`/api/apply-links/${path.split('/').pop()}`)
          .expect(200)
      ).body.state,
    ).toBe('open');
  });

  test('When a job has no questions, Then one click still applies at once, and its form is empty', async () => {
    const casey = await candidate('Kim');
    await casey.agent.post(`/api/jobsearch/apply/${plainJobId}`).set('Origin', server.url).expect(200);
    const f = await form(casey, plainJobId);
    expect(f).toMatchObject({ questions: [], formVersion: '', appliedTo: true });
    await smtp.waitFor(`kim.${n}@example.com`, /^Application received: Night Porter$/);
  });
});
