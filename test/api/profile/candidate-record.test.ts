/**
 * The candidate record, applications with status and recommended jobs, over real HTTP and a real database.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import { seniorityOfTitle } from '../../../common/jobs';
import request from 'supertest';
import { APPLICATION_MESSAGES } from '../../../common/applications';
import { PROFILE_MESSAGES } from '../../../common/candidates';
import { runCli } from '../../../server/cli';
import { DEMO_CANDIDATE } from '../../../server/dev/seed';
import { DEMO_PROFILE } from '../../../server/dev/candidates.seed';
import { startTestServer, testEnv, type TestServer } from '../../helpers/server';
import { type Agent, gql, signedInUser } from '../../helpers/documents';

const PASSWORD = 'Demo-Passw0rd!';

const RECORD_FIELDS = `personId name { formattedName firstName lastName } realTitle currentCompany
  contact { email { home } phone { home } }
  preferences { desiredWorkType { consultType } updatedDate desiredCompensation { hourlyRateMinimum } }
  skills { skillTag { skillTagId name count } totalMonthsUsed } zipCode homeLocation`;

const FULL_PROFILE = {
  firstName: 'Robin',
  lastName: 'Lee',
  phone: '+1 (415) 555-0100',
  zipCode: '94103',
  desiredWorkType: 'Permanent',
  hourlyRateMinimum: '72.50',
  realTitle: 'Network Engineer',
  currentCompany: 'Bay Networks',
  skills: [
    { name: 'AutoCAD', monthsUsed: 12 },
    { name: 'Cisco', monthsUsed: '40' },
  ],
};

async function signIn(server: TestServer, email: string): Promise<Agent> {
  const agent = request.agent(server.url);
  const res = await agent.post('/login').type('form').send({ username: email, password: PASSWORD });
  if (res.status !== 303) throw new Error(`login failed for ${email}`);
  return agent;
}

describe('Candidate record, applications and recommendations', () => {
  let server: TestServer;
  let demo: Agent;
  let demoId: number;
  let robin: { id: number; agent: Agent };
  let staff: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    demo = await signIn(server, DEMO_CANDIDATE.email);
    demoId = (await demo.get('/api/me/profile')).body.personId;
    robin = await signedInUser(server, 'robin@example.com');
    staff = await signedInUser(server, 'staff.member@example.com', 'staff');
  }, 60_000);
  afterAll(() => server?.stop());

  /** Open jobs the demo candidate can apply to (from the seeded ones). */
  async function openJobs(agent: Agent, count: number): Promise<number[]> {
    const res = await agent.post('/api/jobsearch/?page=1').send({ query: '', type: 'Any', geo: [] });
    return (res.body.hits as { jobOrderId: number; appliedTo: boolean }[])
      .filter((h) => !h.appliedTo)
      .slice(0, count)
      .map((h) => h.jobOrderId);
  }

  describe('myCandidateRecord (GraphQL, docs/product.md §3)', () => {
    test('When the demo candidate asks for the record with the counts, Then every SPEC field is there and the counts match the lists', async () => {
      const { data, errors } = await gql(
        demo,
        `{ myCandidateRecord { ${RECORD_FIELDS} } myDocumentsCount myDocumentsCompletedCount myDocumentsCompletableCount
           myManualDocuments { unsigned { signatureType isUserActionRequired } signed { signatureType isUserActionRequired } }
           myElectronicDocuments { unsigned { signatureType isUserActionRequired } signed { signatureType isUserActionRequired } informational { signatureType isUserActionRequired } } }`,
      );
      expect(errors).toBeUndefined();
      const record = data.myCandidateRecord;
      expect(record).toMatchObject({
        personId: demoId,
        name: { formattedName: 'Casey Morgan', firstName: 'Casey', lastName: 'Morgan' },
        realTitle: DEMO_PROFILE.realTitle,
        currentCompany: DEMO_PROFILE.currentCompany,
        contact: { email: { home: 'candidate@example.com' }, phone: { home: DEMO_PROFILE.phone } },
        preferences: { desiredWorkType: { consultType: 'Contract' }, desiredCompensation: { hourlyRateMinimum: 65 } },
        zipCode: '60601',
        homeLocation: 'Chicago, IL 60601',
      });
      expect(Number.isNaN(Date.parse(record.preferences.updatedDate))).toBe(false);
      expect(record.skills.length).toBeGreaterThanOrEqual(5);
      expect(record.skills[0]).toEqual({
        skillTag: { skillTagId: expect.any(Number), name: 'AutoCAD', count: 1 },
        totalMonthsUsed: 96,
      });
      const months = record.skills.map((s: { totalMonthsUsed: number }) => s.totalMonthsUsed);
      expect(months).toEqual([...months].sort((a, b) => b - a));

      const docs = [
        ...data.myManualDocuments.unsigned,
        ...data.myManualDocuments.signed,
        ...data.myElectronicDocuments.unsigned,
        ...data.myElectronicDocuments.signed,
        ...data.myElectronicDocuments.informational,
      ] as { signatureType: string; isUserActionRequired: boolean }[];
      const completable = docs.filter((d) => d.signatureType !== 'INFO');
      expect(data.myDocumentsCount).toBe(docs.length);
      expect(data.myDocumentsCompletableCount).toBe(completable.length);
      expect(data.myDocumentsCompletedCount).toBe(completable.filter((d) => !d.isUserActionRequired).length);
      expect(data.myDocumentsCompletableCount).toBeGreaterThan(0);

      // REST serves the same record.
      expect((await demo.get('/api/me/profile').expect(200)).body).toEqual(record);
    });

    test('When a visitor or an unconfirmed user asks, Then the record is refused', async () => {
      const anonymous = await request(server.url)
        .post('/graphql')
        .send({ query: '{ myCandidateRecord { personId } }' });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await request(server.url).get('/api/me/profile')).status).toBe(401);
      await server.services.auth.createUser({
        email: 'unconfirmed@example.com',
        password: PASSWORD,
        firstName: 'Una',
        lastName: 'Confirmed',
      });
      const agent = request.agent(server.url);
      await agent.post('/login').type('form').send({ username: 'unconfirmed@example.com', password: PASSWORD });
      const res = await agent.get('/api/me/profile');
      expect([401, 403]).toContain(res.status);
    });
  });

  describe('profile (GET/PUT /api/me/profile)', () => {
    test('When a new candidate saves the whole profile, Then the record, its date and the initial search follow', async () => {
      const before = (await robin.agent.get('/api/me/profile').expect(200)).body;
      expect(before).toMatchObject({
        name: { formattedName: 'Robin Lee' },
        realTitle: null,
        preferences: { desiredWorkType: { consultType: 'Any' }, updatedDate: null },
        skills: [],
        zipCode: null,
      });
      expect((await robin.agent.get('/api/get-initial-search-opts')).body).toMatchObject({ type: 'Any', geo: [] });

      // Extra fields (role, personId, email) are ignored, never applied.
      const res = await robin.agent
        .put('/api/me/profile')
        .send({ ...FULL_PROFILE, role: 'admin', personId: 1, email: 'evil@example.com' })
        .expect(200);
      expect(res.body).toMatchObject({
        personId: robin.id,
        name: { formattedName: 'Robin Lee' },
        realTitle: 'Network Engineer',
        currentCompany: 'Bay Networks',
        contact: { email: { home: 'robin@example.com' }, phone: { home: '+1 (415) 555-0100' } },
        preferences: {
          desiredWorkType: { consultType: 'Permanent' },
          desiredCompensation: { hourlyRateMinimum: 72.5 },
        },
        zipCode: '94103',
        homeLocation: 'San Francisco, CA 94103',
      });
      // Most months first; AutoCAD is shared with the demo candidate.
      expect(res.body.skills.map((s: any) => [s.skillTag.name, s.skillTag.count, s.totalMonthsUsed])).toEqual([
        ['Cisco', 1, 40],
        ['AutoCAD', 2, 12],
      ]);
      expect(Date.parse(res.body.preferences.updatedDate)).toBeGreaterThan(Date.now() - 60_000);
      expect((await robin.agent.get('/api/get-initial-search-opts')).body).toMatchObject({
        type: 'Permanent',
        geo: [{ location: 'San Francisco, CA 94103', distance: 25 }],
      });

      // Renaming reaches the account (the header greets by first name).
      await robin.agent
        .put('/api/me/profile')
        .send({ ...FULL_PROFILE, firstName: 'Robyn', skills: [] })
        .expect(200);
      const account = await server.services.auth.sessionUser(robin.id);
      expect(account).toMatchObject({ firstName: 'Robyn', role: 'candidate' });
      expect((await robin.agent.get('/api/me/profile')).body.skills).toEqual([]);
    });

    test('When another candidate saves a profile, Then the demo record is untouched (each reads and changes only their own)', async () => {
      const before = (await demo.get('/api/me/profile')).body;
      await robin.agent
        .put('/api/me/profile')
        .send({ ...FULL_PROFILE, skills: [], personId: demoId, userId: demoId })
        .expect(200);
      const { data } = await gql(robin.agent, `{ myCandidateRecord { personId contact { email { home } } } }`);
      expect(data.myCandidateRecord).toEqual({ personId: robin.id, contact: { email: { home: 'robin@example.com' } } });
      expect((await demo.get('/api/me/profile')).body).toEqual(before);
    });

    test('When the profile input is bad, Then 400 names each bad field with a clear message, never 500', async () => {
      const res = await robin.agent
        .put('/api/me/profile')
        .send({
          firstName: ' ',
          lastName: 'Lee',
          phone: 'call me',
          zipCode: '1234',
          desiredWorkType: 'Temporary',
          hourlyRateMinimum: '-5',
          realTitle: '<script>',
          skills: [
            { name: 'Java', monthsUsed: 10 },
            { name: 'java', monthsUsed: 2.5 },
            { name: '', monthsUsed: 1 },
          ],
        })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.fields).toEqual({
        firstName: 'First name is required',
        phone: PROFILE_MESSAGES.phoneInvalid,
        zipCode: PROFILE_MESSAGES.zipFormat,
        desiredWorkType: PROFILE_MESSAGES.workType,
        hourlyRateMinimum: PROFILE_MESSAGES.rate,
        realTitle: PROFILE_MESSAGES.notAllowed('Job title'),
        'skills.1.monthsUsed': PROFILE_MESSAGES.months,
        'skills.2.name': PROFILE_MESSAGES.skillRequired,
      });
      expect(res.body.message).toBe('First name is required');
      const twice = await robin.agent
        .put('/api/me/profile')
        .send({
          ...FULL_PROFILE,
          skills: [
            { name: 'Java', monthsUsed: 10 },
            { name: ' java ', monthsUsed: 2 },
          ],
        })
        .expect(400);
      expect(twice.body.fields).toEqual({ 'skills.1.name': PROFILE_MESSAGES.skillTwice('java') });

      const unknownZip = await robin.agent
        .put('/api/me/profile')
        .send({ ...FULL_PROFILE, zipCode: '00000' })
        .expect(400);
      expect(unknownZip.body.fields).toEqual({ zipCode: PROFILE_MESSAGES.zipUnknown('00000') });

      for (const body of [
        [],
        'text',
        { firstName: 5 },
        { skills: 'many' },
        { firstName: 'A', lastName: 'B', skills: [7] },
      ]) {
        const bad = await robin.agent.put('/api/me/profile').send(body as object);
        expect(bad.status).toBe(400);
        expect(bad.body.message).toEqual(expect.any(String));
      }
      const tooMany = Array.from({ length: 31 }, (_, i) => ({ name: `Skill ${i}`, monthsUsed: 1 }));
      const many = await robin.agent
        .put('/api/me/profile')
        .send({ ...FULL_PROFILE, skills: tooMany })
        .expect(400);
      expect(many.body.fields.skills).toBe(PROFILE_MESSAGES.tooManySkills);
      // Nothing was saved by the refused requests.
      expect((await robin.agent.get('/api/me/profile')).body.zipCode).toBe('94103');
    });
  });

  describe('applications with status', () => {
    let applied: number[];

    beforeAll(async () => {
      applied = await openJobs(robin.agent, 3);
      for (const id of applied) await robin.agent.post(`/api/jobsearch/apply/${id}`).expect(200);
    });

    async function robinsApplications() {
      return (await robin.agent.get('/api/me/applications').expect(200)).body as any[];
    }

    test('When a candidate applies, Then the application is Submitted, newest first, with job, place and dates', async () => {
      const list = await robinsApplications();
      expect(list.map((a) => a.jobOrderId)).toEqual([...applied].reverse());
      const [latest] = list;
      expect(latest).toMatchObject({
        status: 'Submitted',
        canWithdraw: true,
        title: expect.any(String),
        location: expect.any(String),
        history: [{ status: 'Submitted', changedAt: latest.appliedAt }],
        statusChangedAt: latest.appliedAt,
      });
      // Another candidate sees none of them.
      const others = (await demo.get('/api/me/applications').expect(200)).body as any[];
      expect(others.some((a) => applied.includes(a.jobOrderId))).toBe(false);
    });

    test('When staff move a status by API, Then the candidate sees it with its date; candidates cannot use the staff API', async () => {
      const [app] = (await robinsApplications()).filter((a) => a.jobOrderId === applied[0]);
      await robin.agent.post(`/api/staff/applications/${app.id}/status`).send({ status: 'Offer' }).expect(403);
      server.advance(60_000);
      const moved = await staff.agent
        .post(`/api/staff/applications/${app.id}/status`)
        .send({ status: 'Interview' })
        .expect(200);
      expect(moved.body.status).toBe('Interview');
      const seen = (await robinsApplications()).find((a) => a.id === app.id);
      expect(seen.history.map((h: any) => h.status)).toEqual(['Submitted', 'Interview']);
      expect(Date.parse(seen.statusChangedAt)).toBeGreaterThan(Date.parse(seen.appliedAt));
      // The same status again changes nothing.
      await staff.agent.post(`/api/staff/applications/${app.id}/status`).send({ status: 'Interview' }).expect(200);
      expect((await robinsApplications()).find((a) => a.id === app.id).history).toHaveLength(2);
      // Who changed it is kept.
      const rows = await server.database.db
        .selectFrom('jobApplicationStatus')
        .select(['status', 'changedBy'])
        .where('applicationId', '=', app.id)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { status: 'Submitted', changedBy: robin.id },
        { status: 'Interview', changedBy: staff.id },
      ]);

      for (const [body, status] of [
        [{ status: 'Hired' }, 400],
        [{}, 400],
        [{ status: 7 }, 400],
      ] as const) {
        const res = await staff.agent.post(`/api/staff/applications/${app.id}/status`).send(body);
        expect(res.status).toBe(status);
      }
      expect((await staff.agent.post('/api/staff/applications/999999/status').send({ status: 'Offer' })).status).toBe(
        404,
      );
      expect((await staff.agent.post('/api/staff/applications/abc/status').send({ status: 'Offer' })).status).toBe(400);
    });

    test('When the CLI moves a status by email and job, Then the application shows it', async () => {
      const lines: string[] = [];
      const env = await testEnv({}, server.testDb);
      const code = await runCli(
        ['application:status', '--email', 'Robin@Example.com', '--job', String(applied[1]), '--status', 'Under review'],
        (l) => lines.push(l),
        env,
      );
      expect(lines.join('\n')).toMatch(/is now Under review\.$/);
      expect(code).toBe(0);
      expect((await robinsApplications()).find((a) => a.jobOrderId === applied[1]).status).toBe('Under review');
      lines.length = 0;
      expect(await runCli(['application:status', '--id', '1'], (l) => lines.push(l), env)).toBe(1);
      expect(lines[0]).toMatch(/needs --status/);
    });

    test('When the candidate withdraws, Then it is Withdrawn; again, decided, or not theirs: 409 or 404 with a clear message', async () => {
      const list = await robinsApplications();
      const underReview = list.find((a) => a.jobOrderId === applied[1]);
      await demo.post(`/api/me/applications/${underReview.id}/withdraw`).expect(404);
      const res = await robin.agent.post(`/api/me/applications/${underReview.id}/withdraw`).expect(200);
      expect(res.body).toMatchObject({ status: 'Withdrawn', canWithdraw: false });
      expect(res.body.history.map((h: any) => h.status)).toEqual(['Submitted', 'Under review', 'Withdrawn']);
      const again = await robin.agent.post(`/api/me/applications/${underReview.id}/withdraw`).expect(409);
      expect(again.body.message).toBe(APPLICATION_MESSAGES.alreadyWithdrawn);

      const decided = list.find((a) => a.jobOrderId === applied[2]);
      await server.services.applications.setStatus({ id: decided.id, status: 'Not selected' }, staff.id);
      const late = await robin.agent.post(`/api/me/applications/${decided.id}/withdraw`).expect(409);
      expect(late.body.message).toBe(APPLICATION_MESSAGES.decided('Not selected'));
      expect((await robin.agent.post('/api/me/applications/999999/withdraw')).status).toBe(404);
      expect((await robin.agent.post('/api/me/applications/x/withdraw')).status).toBe(400);

      // A withdrawn job stays applied to: applying again changes nothing and search says so.
      await robin.agent.post(`/api/jobsearch/apply/${applied[1]}`).expect(200);
      expect((await robinsApplications()).find((a) => a.jobOrderId === applied[1]).status).toBe('Withdrawn');
      const hit = await robin.agent.get(`/api/jobsearch/jobs/${applied[1]}`).expect(200);
      expect(hit.body).toMatchObject({ jobOrderId: applied[1], appliedTo: true });
    });
  });

  describe('recommended jobs and one job for /search?job=', () => {
    test('When the demo candidate asks, Then at most 5 open jobs come, skill matches first, none applied to', async () => {
      const res = await demo.get('/api/me/recommended-jobs');
      expect(res.body).toEqual(expect.any(Array));
      const first = res.body as any[];
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThanOrEqual(5);
      expect(new Set(first.map((r) => r.job.jobOrderId)).size).toBe(first.length);
      // The demo candidate's engineering skills appear in the seeded jobs near Chicago.
      expect(first[0].matchedSkills.length).toBeGreaterThan(0);
      for (const r of first) {
        expect(r.job.appliedTo).toBe(false);
        expect(r.job.employmentType).toBe('Contract');
        // A senior mechanical engineer is shown no entry-level or junior job.
        expect([r.job.title, seniorityOfTitle(r.job.title)]).toEqual([
          r.job.title,
          expect.stringMatching(/^(mid|senior|lead)$/),
        ]);
      }
      await demo.post(`/api/jobsearch/apply/${first[0].job.jobOrderId}`).expect(200);
      const after = (await demo.get('/api/me/recommended-jobs').expect(200)).body as any[];
      expect(after.map((r) => r.job.jobOrderId)).not.toContain(first[0].job.jobOrderId);
    });

    test('When a job is asked for by id, Then an open one comes as a search hit and a closed or missing one is 404', async () => {
      const [id] = await openJobs(robin.agent, 1);
      const hit = await robin.agent.get(`/api/jobsearch/jobs/${id}`).expect(200);
      expect(hit.body).toMatchObject({ jobOrderId: id, appliedTo: false, title: expect.any(String) });
      await server.services.jobs.closeJob(id!);
      expect((await robin.agent.get(`/api/jobsearch/jobs/${id}`)).status).toBe(404);
      expect((await robin.agent.get('/api/jobsearch/jobs/0')).status).toBe(400);
      expect((await request(server.url).get(`/api/jobsearch/jobs/${id}`)).status).toBe(401);
    });
  });
});
