/** Privacy self-service: the data archive holds everything about the candidate; deletion removes it and signs out everywhere. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { EMPLOYMENT_RECORD_RETENTION_YEARS, PRIVACY_MESSAGES } from '../../../common/privacy';
import { resumePdf } from '../../fixtures/resumes';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { type Agent, assignSample, PASSWORD, signedInUser } from '../../helpers/documents';

const EMAIL = 'robin.private@example.com';

async function signIn(server: TestServer): Promise<Agent> {
  const agent = request.agent(server.url);
  await agent.post('/login').type('form').send({ username: EMAIL, password: PASSWORD }).expect(303);
  return agent;
}

describe('Privacy', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let agent: Agent;
  let userId: number;
  let jobId: number;
  let signed: { id: number; docHandle: string };
  let unsigned: { id: number; docHandle: string };
  let resumeBytes: Uint8Array;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url });
    ({ agent, id: userId } = await signedInUser(server, EMAIL));
    resumeBytes = await resumePdf();
    await agent
      .put('/api/me/resume')
      .attach('resume', Buffer.from(resumeBytes), { filename: 'Robin CV.pdf', contentType: 'application/pdf' })
      .expect(200);
    [jobId] = (await server.services.jobs.createJobs([
      {
        title: 'Data Analyst',
        description: '<p>Numbers.</p>',
        corpTitle: 'Contoso',
        employmentType: 'Contract',
        category: 'InformationTechnology',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    await agent
      .post('/api/me/resume/suggestions')
      .send({ skills: ['TypeScript'] })
      .expect(200);
    await agent.put(`/api/me/saved-jobs/${jobId}`).expect(200);
    await agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    await agent
      .post('/api/me/saved-searches')
      .send({ name: 'Analyst roles', search: { query: 'analyst' }, frequency: 'weekly' })
      .expect(200);
    signed = await assignSample(server, userId, { title: 'Form W-4', delivery: 'manual' });
    unsigned = await assignSample(server, userId, { title: 'Handbook Receipt' });
    await agent
      .put(`/api/documents/${signed.docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(await resumePdf(['Signed W-4'])), 'w4.pdf')
      .expect(200);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('When the candidate downloads their data, Then one archive holds every record about them and their files', async () => {
    const res = await agent
      .get('/api/me/export')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename=my-data.zip');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const json = strFromU8(files['my-data.json']!);
    expect(json).not.toMatch(/passwordHash|argon2/);
    // Plain names, not the portal's internal ones.
    expect(json).not.toMatch(/docusignStatus|displayLevel|job\.apply|candidateRecord|auditEntries|jobOrderId/);
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({ email: EMAIL, firstName: 'Robin', lastName: 'Lee' });
    expect(data.profile.skills.map((s: { skill: { name: string } }) => s.skill.name)).toEqual(['TypeScript']);
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ fileName: 'Robin CV.pdf', current: true });
    expect(data.resumes[0].text).toContain('Senior Software Engineer');
    expect(data.savedJobsAndSearches.savedJobs).toEqual([{ jobNumber: jobId, savedAt: expect.any(String) }]);
    expect(data.savedJobsAndSearches.savedSearches[0]).toMatchObject({ name: 'Analyst roles', frequency: 'weekly' });
    expect(data.applications[0]).toMatchObject({
      jobNumber: jobId,
      status: 'Submitted',
      history: [{ status: 'Submitted' }],
    });
    const forms = data.documents.map((d: { title: string }) => d.title).sort();
    expect(forms).toEqual(['Form W-4', 'Handbook Receipt']);
    const w4 = data.documents.find((d: { title: string }) => d.title === 'Form W-4');
    expect(w4).toMatchObject({ signingStatus: 'Signed', howToSign: 'Hard copy (print, sign and upload)' });
    expect(w4.events.map((e: { what: string }) => e.what)).toEqual([
      'Given to you to complete',
      'Signed copy uploaded',
    ]);
    expect(data.activity.map((e: { activity: string }) => e.activity)).toEqual(
      expect.arrayContaining(['Signed in', 'Uploaded a résumé', 'Applied to a job']),
    );

    // A summary a person can read, in plain words, beside the JSON.
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('This archive holds everything we keep about you');
    expect(readme).toContain('Your job applications');
    expect(readme).toMatch(/Title: Data Analyst\n\s+Location: Austin, TX\n\s+Company: Contoso/);
    expect(readme).toMatch(/Title: Form W-4\n(\s+.*\n)*?\s+Signing status: Signed\n/);
    expect(readme).toMatch(/Activity: Applied to a job\n/);
    expect(readme).toMatch(/Uploaded at: \w{3} \d+, \d{4} \d+:\d\d[ap]m Coordinated Universal Time/);
    expect(readme).toContain('Signed onboarding documents and their audit trail');
    expect(readme).not.toMatch(/docusignStatus|displayLevel|job\.apply|jobOrderId|[a-z][A-Z]\w*:/);

    // The files: the résumé byte for byte, the signed copy, and the unsigned form filled in.
    expect(Buffer.compare(Buffer.from(files[data.resumes[0].file]!), Buffer.from(resumeBytes))).toBe(0);
    expect(strFromU8(files[w4.file]!.subarray(0, 5))).toBe('%PDF-');
    const handbook = data.documents.find((d: { title: string }) => d.title === 'Handbook Receipt');
    expect(files[handbook.file]!.length).toBeGreaterThan(100);
    await request(server.url).get('/api/me/export').expect(401);
  });

  test('When the password is wrong, Then nothing is deleted', async () => {
    const res = await agent.post('/api/me/delete-account').send({ password: 'Not-the-password1!' }).expect(400);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.wrongPassword);
    expect((await agent.post('/api/me/delete-account').send({}).expect(400)).body.message).toBe(
      PRIVACY_MESSAGES.passwordRequired,
    );
    await agent.get('/api/me/resume').expect(200);
    // No confirmation of a deletion that did not happen (the outbox is where every mail starts).
    const queued = await server.database.db.selectFrom('outbox').select('subject').execute();
    expect(queued.filter((m) => /deleted/.test(m.subject))).toEqual([]);
  });

  test('When the candidate deletes the account, Then every session ends, personal data is gone, signed documents stay, and the login fails', async () => {
    const db = server.database.db;
    const other = await signIn(server);
    const resumeKey = (await db.selectFrom('resume').select('storageKey').executeTakeFirstOrThrow()).storageKey;
    const resumeFile = path.join(server.config.storageDir, resumeKey);
    expect(existsSync(resumeFile)).toBe(true);

    const mailsBefore = await db.selectFrom('outbox').select('subject').where('toAddress', '=', EMAIL).execute();
    expect(mailsBefore.length).toBeGreaterThan(0);

    const res = await agent.post('/api/me/delete-account').send({ password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ ok: true, signedOut: true });
    // A mail confirms it, to the address the account had; the earlier mails to it are gone.
    const mail = await smtp.waitFor(EMAIL, /account was deleted/);
    const kept = await db.selectFrom('outbox').select('subject').where('toAddress', '=', EMAIL).execute();
    expect(kept.map((m) => m.subject)).toEqual([mail.subject]);
    expect(mail.subject).toMatch(/^Your .+ account was deleted$/);
    expect(mail.text).toContain('Your account was deleted, as you asked.');
    expect(mail.text).toContain('are kept for 4 years');

    // Both sessions are over: this browser's and the other one's.
    expect((await agent.get('/api/is-user').expect(200)).body).toEqual({ isUser: false });
    expect((await other.get('/api/is-user').expect(200)).body).toEqual({ isUser: false });
    await other.get('/api/me/resume').expect(401);
    // The login no longer works.
    const login = await request(server.url).post('/login').type('form').send({ username: EMAIL, password: PASSWORD });
    expect(login.headers.location).toMatch(/^\/login/);

    // The rows, checked in the database.
    const account = await db.selectFrom('userAccount').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ firstName: 'Deleted', lastName: 'Account', emailConfirmedAt: null });
    expect(account.email).not.toContain('robin');
    expect(account.deletedAt).toEqual(expect.any(Number));
    expect(await db.selectFrom('userAccount').select('id').where('email', '=', EMAIL).execute()).toEqual([]);
    for (const table of [
      'resume',
      'savedJob',
      'savedSearch',
      'session',
      'userToken',
      'applicant',
      'candidateSkill',
      'candidateProfile',
    ] as const) {
      expect(await db.selectFrom(table).selectAll().where('userId', '=', userId).execute()).toEqual([]);
    }
    expect(existsSync(resumeFile)).toBe(false);
    const applications = await db.selectFrom('jobApplication').selectAll().where('userId', '=', userId).execute();
    expect(applications.every((a) => a.resumeId === null)).toBe(true);
    const audit = await db.selectFrom('auditEvent').select('action').where('userId', '=', userId).execute();
    expect(audit).toEqual([{ action: 'privacy.account_deleted' }]);
    // Kept as the law requires: the signed document and its audit trail; the unsigned one is gone.
    const documents = await db.selectFrom('document').select(['id']).where('userId', '=', userId).execute();
    expect(documents).toEqual([{ id: signed.id }]);
    const events = await db.selectFrom('documentEvent').select('event').where('documentId', '=', signed.id).execute();
    expect(events.map((e) => e.event)).toEqual(['assigned', 'signed_copy.uploaded']);
    expect(await db.selectFrom('document').select('id').where('id', '=', unsigned.id).execute()).toEqual([]);
  });

  test('When the retention period ends, Then the kept documents, their files and the account row go too', async () => {
    const db = server.database.db;
    const { signedKey } = await db
      .selectFrom('document')
      .select('signedKey')
      .where('id', '=', signed.id)
      .executeTakeFirstOrThrow();
    const signedFile = path.join(server.config.storageDir, signedKey!);
    expect(existsSync(signedFile)).toBe(true);
    server.advance(3 * 365 * 86_400_000);
    expect(await server.services.privacy.purgeRetainedRecords()).toBe(0);
    expect(await db.selectFrom('document').select('id').where('userId', '=', userId).execute()).toHaveLength(1);
    server.advance(EMPLOYMENT_RECORD_RETENTION_YEARS * 366 * 86_400_000);
    expect(await server.services.privacy.purgeRetainedRecords()).toBe(1);
    expect(await db.selectFrom('document').select('id').where('userId', '=', userId).execute()).toEqual([]);
    expect(await db.selectFrom('documentEvent').select('id').where('documentId', '=', signed.id).execute()).toEqual([]);
    expect(await db.selectFrom('userAccount').select('id').where('id', '=', userId).execute()).toEqual([]);
    expect(existsSync(signedFile)).toBe(false);
  });
});
