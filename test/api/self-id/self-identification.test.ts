/**
 * Voluntary self-identification (US EEO): after applying, a candidate answers or skips for their
 * own application; the answers live only in their own table, never reach a staff screen, export,
 * GraphQL or the audit trail; Offer mails the disability invitation; the candidate's export has the
 * answers and deletion removes them. The admins' aggregate report has its own file
 * (self-identification-report.test.ts).
 */
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import request from 'supertest';
import { DECLINE, SELF_ID_OPTIONS } from '../../../common/self-id';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'SelfId-Passw0rd!';
const DAY = 86_400_000;
const PACIFIC = SELF_ID_OPTIONS.race[3];
const VETERAN = SELF_ID_OPTIONS.veteran[0];
const DISABLED = SELF_ID_OPTIONS.disability[0];
/** A name found nowhere else: the disability form's own name field. */
const FORM_NAME = 'Zephyrine Quillfeather';
/** Strings that must never leave the self-identification table (nor the candidate's own screens). */
const SECRETS = [PACIFIC!, VETERAN!, DISABLED!, FORM_NAME];

describe('Voluntary self-identification', () => {
  const ctx = useServerWithMail({ SELF_IDENTIFICATION: 'on' });
  let jobA: number;
  let candidate: SignedInUser;
  let other: SignedInUser;
  let staff: SignedInUser;
  let applicationId: number;

  const user = (email: string, role: 'candidate' | 'staff' | 'admin', firstName: string) =>
    signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
  const job = (title: string) => ({
    title,
    description: '<p>Lead a friendly team.</p>',
    corpTitle: 'Fabrikam Logistics',
    employmentType: 'Permanent' as const,
    category: 'Distribution' as const,
    location: 'Austin, TX',
    postalCode: '78701',
    salary: '$55,000',
    openedAt: Date.now() - DAY,
  });
  const applicationOf = async (userId: number, jobOrderId: number) =>
    (await ctx.server.services.applications.list(userId)).find((a) => a.jobOrderId === jobOrderId)!.id;

  beforeAll(async () => {
    [jobA] = (await ctx.server.services.jobs.createJobs([job('Warehouse Lead')])) as [number];
    candidate = await user('robin@selfid.test', 'candidate', 'Robin');
    other = await user('kim@selfid.test', 'candidate', 'Kim');
    staff = await user('sam@selfid.test', 'staff', 'Sam');
    await candidate.agent.post(`/api/jobsearch/apply/${jobA}`).expect(200);
    applicationId = await applicationOf(candidate.id, jobA);
  }, 60_000);

  test('When the candidate has applied, Then their applications list the voluntary step as not answered, with the forms’ texts marked as samples', async () => {
    const overview = await candidate.agent.get('/api/me/self-identification').expect(200);
    expect(overview.body).toEqual({
      enabled: true,
      applications: [{ applicationId, jobOrderId: jobA, status: 'pending' }],
    });
    const form = await candidate.agent.get(`/api/me/applications/${applicationId}/self-identification`).expect(200);
    expect(form.body).toMatchObject({ applicationId, jobTitle: 'Warehouse Lead', status: 'pending', answeredAt: null });
    expect(form.body.answers).toEqual({
      sex: null,
      race: null,
      veteran: null,
      disability: null,
      disabilityName: null,
      disabilityDate: null,
    });
    for (const key of ['eeo', 'veteran', 'disability']) {
      expect(form.body.texts[key].html).toContain('Sample text — replace with the current OMB-approved form');
    }
    expect(form.body.texts.disability.html).toMatch(/OMB Control Number 1250-0005 · Expires 04\/30\/2026/);
  });

  test('When the forms’ pages are edited in the content editor, Then the screen shows the employer’s text', async () => {
    const pages = (await staff.agent.get('/api/staff/content').expect(200)).body as { id: number; path: string }[];
    const eeo = pages.find((p) => p.path === '/eeo/self-identification')!;
    const page = (await staff.agent.get(`/api/staff/content/${eeo.id}`).expect(200)).body;
    await staff.agent
      .put(`/api/staff/content/${eeo.id}`)
      .send({ ...page, contentMarkdown: 'Our own approved wording.', version: page.version })
      .expect(200);
    const form = await candidate.agent.get(`/api/me/applications/${applicationId}/self-identification`).expect(200);
    expect(form.body.texts.eeo.html).toContain('Our own approved wording.');
  });

  test('When answers are outside the fixed lists or malformed, Then each is refused with 400 and nothing is stored', async () => {
    const url = `/api/me/applications/${applicationId}/self-identification`;
    for (const body of [
      { sex: 'Other' },
      { race: 'white' },
      { veteran: 'Yes' },
      { disability: true },
      { disabilityDate: '2026-02-30' },
      { disabilityName: 'x'.repeat(201) },
      { sex: 'Male', role: 'admin' },
      [],
    ]) {
      const res = await candidate.agent.put(url).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Some answers are not among the options. Please choose from the lists.');
    }
    const rows = await ctx.server.database.db.selectFrom('selfIdentification').selectAll().execute();
    expect(rows).toEqual([]);
  });

  test('When someone else asks for, answers or skips the application, Then it is not found, and a visitor must log in', async () => {
    const url = `/api/me/applications/${applicationId}/self-identification`;
    await other.agent.get(url).expect(404);
    await other.agent.put(url).send({ sex: 'Female' }).expect(404);
    await other.agent.post(`${url}/skip`).expect(404);
    await request(ctx.server.url).get(url).expect(401);
    await candidate.agent.get('/api/me/applications/abc/self-identification').expect(404);
    await candidate.agent.get('/api/me/applications/99999999/self-identification').expect(404);
    expect(await ctx.server.database.db.selectFrom('selfIdentification').selectAll().execute()).toEqual([]);
  });

  test('When the candidate answers, Then the answers are theirs to read back, and a later skip is refused without losing them', async () => {
    const url = `/api/me/applications/${applicationId}/self-identification`;
    const answers = {
      sex: DECLINE,
      race: PACIFIC,
      veteran: VETERAN,
      disability: DISABLED,
      disabilityName: FORM_NAME,
      disabilityDate: '2026-11-27',
    };
    const saved = await candidate.agent.put(url).send(answers).expect(200);
    expect(saved.body).toMatchObject({ status: 'answered', answers });
    expect(typeof saved.body.answeredAt).toBe('string');
    const skip = await candidate.agent.post(`${url}/skip`).expect(409);
    expect(skip.body.message).toMatch(/already answered/);
    expect((await candidate.agent.get(url).expect(200)).body.answers).toEqual(answers);
    const overview = await candidate.agent.get('/api/me/self-identification').expect(200);
    expect(overview.body.applications[0].status).toBe('answered');
  });

  test('When another candidate skips, Then the application shows as skipped, and they may still answer later', async () => {
    await other.agent.post(`/api/jobsearch/apply/${jobA}`).expect(200);
    const id = await applicationOf(other.id, jobA);
    const url = `/api/me/applications/${id}/self-identification`;
    expect((await other.agent.post(`${url}/skip`).expect(200)).body).toMatchObject({ status: 'skipped' });
    await other.agent.post(`${url}/skip`).expect(200);
    const later = await other.agent.put(url).send({ sex: 'Female' }).expect(200);
    expect(later.body).toMatchObject({ status: 'answered', answers: { sex: 'Female', race: null } });
  });

  test('When the database is searched, Then the answers are only in the self-identification table (not in profiles, applications, audit or mail)', async () => {
    const db = ctx.server.database.db;
    const tables =
      ctx.server.database.dialect === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
              db,
            )
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['self_identification', 'job_application']));
    const holding: string[] = [];
    for (const { name } of tables) {
      const rows = (await sql`select * from ${sql.table(name)}`.execute(db)).rows;
      const text = JSON.stringify(rows);
      if (SECRETS.some((s) => text.includes(s))) holding.push(name);
    }
    expect(holding).toEqual(['self_identification']);
  });

  test('When staff read the candidate’s page, the applicants list, the CSV and GraphQL, or an ATS the REST API, Then no answer is in any of them', async () => {
    const answers = [
      await staff.agent.get(`/api/staff/candidates/${candidate.id}`).expect(200),
      await staff.agent.get(`/api/staff/jobs/${jobA}/applicants`).expect(200),
      await staff.agent.get(`/api/staff/jobs/${jobA}/applicants.csv`).expect(200),
      await staff.agent.get('/api/staff/jobs.csv').expect(200),
      await staff.agent.get('/api/staff/candidates').expect(200),
      await staff.agent.get(`/api/staff/audit`).expect(200),
      await staff.agent.post('/graphql').send({ query: '{ staffOverview { openJobs } staffJobs { total } }' }),
      await candidate.agent
        .post('/graphql')
        .send({ query: '{ myCandidateRecord { personId name { formattedName } realTitle } }' }),
    ];
    // The REST API for the employer's systems, with every scope that reads applicants (an admin's key).
    const admin = await user('alex@selfid.test', 'admin', 'Alex');
    const { key } = await ctx.server.services.apiKeys.create(
      { name: 'ATS', scopes: ['applications:read', 'candidates:read'] },
      admin.id,
    );
    const ats = (path: string) => request(ctx.server.url).get(path).set('Authorization', `Bearer ${key}`).expect(200);
    const listed = await ats('/api/v1/applications');
    expect(listed.text).toContain('robin@selfid.test');
    answers.push(listed);
    for (const { id } of listed.body.data as { id: number }[]) answers.push(await ats(`/api/v1/applications/${id}`));
    const bodies = answers.map((r) => r.text);
    expect(bodies[0]).toContain('robin@selfid.test');
    expect(bodies[2]).toContain('robin@selfid.test');
    for (const body of bodies) for (const secret of SECRETS) expect(body).not.toContain(secret);
  });

  test('When staff move an application to Offer (or the CLI does), Then the candidate is mailed the disability invitation with a link to the screen', async () => {
    const res = await staff.agent
      .post(`/api/staff/applications/${applicationId}/status`)
      .send({ status: 'Offer' })
      .expect(200);
    expect(res.body.status).toBe('Offer');
    const mail = await ctx.smtp.waitFor('robin@selfid.test', /Voluntary self-identification of disability/);
    expect(mail.text).toContain(`${ctx.server.url}/applications/${applicationId}/self-identification#disability`);
    for (const secret of SECRETS) expect(mail.text).not.toContain(secret);

    const otherApplication = await applicationOf(other.id, jobA);
    await ctx.server.services.applications.setStatus({ id: otherApplication, status: 'Under review' }, null);
    await ctx.server.services.applications.setStatus({ id: otherApplication, status: 'Offer' }, null);
    await ctx.smtp.waitFor('kim@selfid.test', /Voluntary self-identification of disability/);
    const queued = await ctx.server.database.db
      .selectFrom('outbox')
      .select('toAddress')
      .where('subject', '=', 'Voluntary self-identification of disability')
      .execute();
    expect(queued.map((q) => q.toAddress).sort()).toEqual(['kim@selfid.test', 'robin@selfid.test']);
  });

  test('When the candidate exports their data, Then the answers are in it; when they delete the account, Then the answers are gone', async () => {
    const res = await candidate.agent
      .get('/api/me/export')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.body as Buffer))['my-data.json']!));
    expect(data.selfIdentification).toEqual([
      expect.objectContaining({ applicationId, status: 'answered', race: PACIFIC, disabilityName: FORM_NAME }),
    ]);

    await candidate.agent.post('/api/me/delete-account').send({ password: PASSWORD }).expect(200);
    const rows = await ctx.server.database.db
      .selectFrom('selfIdentification')
      .selectAll()
      .where('userId', '=', candidate.id)
      .execute();
    expect(rows).toEqual([]);
    expect(
      await ctx.server.database.db
        .selectFrom('selfIdentification')
        .select('userId')
        .where('userId', '=', other.id)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('Voluntary self-identification turned off', () => {
  const ctx = useServerWithMail({ SELF_IDENTIFICATION: 'off' });

  test('When it is off, Then the candidate’s overview says so, the screen’s calls are not found, and no form page is made', async () => {
    const [jobId] = await ctx.server.services.jobs.createJobs([
      {
        title: 'Clerk',
        description: '<p>Files.</p>',
        corpTitle: 'Contoso',
        employmentType: 'Contract',
        category: 'Legal',
        location: 'Austin, TX',
        postalCode: '78701',
        salary: '$20/hr',
        openedAt: Date.now() - DAY,
      },
    ]);
    const who = await signedInUser(ctx.server, {
      email: 'off@selfid.test',
      password: PASSWORD,
      firstName: 'Off',
      role: 'candidate',
    });
    await who.agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    const [application] = await ctx.server.services.applications.list(who.id);
    expect((await who.agent.get('/api/me/self-identification').expect(200)).body).toEqual({
      enabled: false,
      applications: [],
    });
    const res = await who.agent.get(`/api/me/applications/${application!.id}/self-identification`).expect(404);
    expect(res.body.message).toBe('Voluntary self-identification is not offered.');
    expect(await ctx.server.services.content.hasPage('/eeo/self-identification')).toBe(false);
  });
});
