/**
 * Who reads a Form I-9, over every way in, on both databases: a staff member without the `i9`
 * permission reads none through REST (/api/staff/i9), GraphQL, the REST API for the employer's
 * systems (/api/v1, which no key's scope opens) or by viewing the portal as the employee; a staff
 * member with it reads the forms' state and deadlines through GraphQL, but not while viewing as a
 * candidate, and never the sections' values there.
 */
import request from 'supertest';
import { API_SCOPES } from '../../../common/api-keys';
import { I9_MESSAGES as M, type I9Summary } from '../../../common/i9';
import { SECTION1 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Access-Passw0rd!';
const FORMS = '{ staffI9Forms { id candidate status section1Due section1Overdue rehireDue } }';
const FORM = 'query One($id: Int!) { staffI9Form(id: $id) { id candidate status startDate } }';

describe('Form I-9: who reads it, by every way in', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  let admin: SignedInUser;
  let ivy: SignedInUser;
  let robin: SignedInUser;
  let casey: SignedInUser;
  let form: I9Summary;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@access.test', 'Ada', 'admin');
    ivy = await who('ivy@access.test', 'Ivy', 'staff');
    robin = await who('robin@access.test', 'Robin', 'staff');
    casey = await who('casey@access.test', 'Casey', 'candidate');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob('Forklift Operator')]);
    const app = await applyTo(casey.agent, jobId!);
    await robin.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    form = (await casey.agent.post(`/api/me/applications/${app}/offer/accept`).send({ startDate: '2027-01-15' }))
      .body as I9Summary;
    await casey.agent.put(`/api/me/i9/${form.id}/section1`).send({ section1: SECTION1 }).expect(200);
  }, 60_000);

  const graphql = (who: SignedInUser['agent'], query: string, variables?: Record<string, unknown>) =>
    who.post('/graphql').send({ query, variables });
  /** A GraphQL refusal: no data, the error's status and message. */
  const refusal = (res: request.Response) => [
    res.body.data ?? null,
    res.body.errors?.[0]?.extensions?.status,
    res.body.errors?.[0]?.message,
  ];

  test('When a staff member without the I-9 permission asks by REST or GraphQL, Then 403 with the reason, and nothing of the form', async () => {
    for (const path of ['/api/staff/i9', `/api/staff/i9/${form.id}`]) {
      const res = await robin.agent.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 403, M.i9Only]);
    }
    expect(refusal(await graphql(robin.agent, FORMS))).toEqual([null, 403, M.i9Only]);
    const one = await graphql(robin.agent, FORM, { id: form.id });
    expect(refusal(one)).toEqual([null, 403, M.i9Only]);
    expect(JSON.stringify(one.body)).not.toContain('Casey');
    // A candidate is refused as staff fields refuse them, the employee included.
    expect(refusal(await graphql(casey.agent, FORMS))[1]).toBe(403);
  });

  test('When a staff member with it asks GraphQL, Then the forms’ state and deadlines, never a section’s values', async () => {
    const list = await graphql(ivy.agent, FORMS);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.staffI9Forms).toEqual([
      {
        id: form.id,
        candidate: 'Casey Test',
        status: 'section2',
        section1Due: '2027-01-15',
        section1Overdue: false,
        rehireDue: false,
      },
    ]);
    const one = await graphql(ivy.agent, FORM, { id: form.id });
    expect(one.body.data.staffI9Form).toEqual({
      id: form.id,
      candidate: 'Casey Test',
      status: 'section2',
      startDate: '2027-01-15',
    });
    const missing = await graphql(ivy.agent, FORM, { id: form.id + 1000 });
    expect(refusal(missing)).toEqual([null, 404, M.notFound]);
    // Section 1's values are not in the schema: the query does not validate.
    const values = await graphql(ivy.agent, `{ staffI9Form(id: ${form.id}) { id ssn dateOfBirth } }`);
    expect(values.status).toBe(400);
    expect(values.body.data).toBeUndefined();
  });

  test('When an admin’s API key with every scope asks /api/v1 for I-9s, Then refused in words; no scope opens them', async () => {
    const { key } = (
      await admin.agent
        .post('/api/admin/api-keys')
        .send({ name: 'HR system', scopes: [...API_SCOPES] })
        .expect(200)
    ).body as { key: string };
    const api = (path: string) => request(ctx.server.url).get(`/api/v1${path}`).set('Authorization', `Bearer ${key}`);
    for (const path of ['/i9', `/i9/${form.id}`, `/i9?candidateId=${casey.id}`]) {
      const res = await api(path);
      expect([path, res.status, res.headers['content-type']]).toEqual([
        path,
        403,
        expect.stringMatching(/problem\+json/),
      ]);
      expect(res.body.detail).toMatch(/^Form I-9 records are not available through the API/);
    }
    // Without a key it is the key that is missing.
    expect((await request(ctx.server.url).get('/api/v1/i9')).status).toBe(401);
    // The candidate's record through the API carries nothing of the form.
    const record = await api(`/candidates/${casey.id}`).expect(200);
    expect(JSON.stringify(record.body)).not.toMatch(/i9|section1|dateOfBirth|1994-03-08/i);
    // And there is no scope to grant.
    const scoped = await admin.agent.post('/api/admin/api-keys').send({ name: 'I-9 reader', scopes: ['i9:read'] });
    expect(scoped.status).toBe(400);
  });

  test('When a staff member views the portal as the employee, Then the employee’s I-9 calls and the GraphQL fields are refused, with or without the permission', async () => {
    for (const [email, name] of [
      ['robin@access.test', 'without'],
      ['ivy@access.test', 'with'],
    ] as const) {
      const viewer = request.agent(ctx.server.url);
      await viewer.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
      await viewer.post(`/api/staff/candidates/${casey.id}/view-as`).expect(200);
      const mine = await viewer.get('/api/me/i9');
      expect([name, mine.status, mine.body.code]).toEqual([name, 403, 'VIEWING_AS_CANDIDATE']);
      expect([name, (await viewer.get(`/api/me/i9/${form.id}`)).status]).toEqual([name, 403]);
      const listed = await graphql(viewer, FORMS);
      expect([name, listed.body.data ?? null, listed.body.errors?.[0]?.extensions?.status]).toEqual([name, null, 403]);
      // Nor with a session token made during the view.
      const { token } = (await viewer.get('/api/session-token').expect(200)).body as { token: string };
      const bearer = await request(ctx.server.url)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: FORMS });
      expect([name, bearer.body.errors?.[0]?.extensions?.status]).toEqual([name, 403]);
      await viewer.post('/api/view-as/end').expect(200);
    }
    // The employee reads their own.
    const own = (await casey.agent.get('/api/me/i9').expect(200)).body as I9Summary[];
    expect(own.map((f) => f.id)).toEqual([form.id]);
  });
});
