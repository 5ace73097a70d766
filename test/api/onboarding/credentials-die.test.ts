/**
 * Credentials die with their source (docs/SECURITY.md, 6.x, 7.x): an API key works only while the
 * admin who made it is an active admin, and the key list says when one stopped for that reason; a
 * session token works only while the session it was made in lives, on every instance at once.
 */
import request from 'supertest';
import type { ApiKey } from '../../../common/api-keys';
import { MFA_API, sessionPath, type SessionsAnswer } from '../../../common/mfa';
import { startTestServer, type TestServer } from '../../helpers/server';
import { useTwoInstances } from '../../helpers/two-instances';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'Source-Passw0rd-2026!';

describe('API keys die with their creator', () => {
  let server: TestServer;
  let owner: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInUser(server, {
      email: 'owner@keys.test',
      password: PASSWORD,
      firstName: 'Olu',
      role: 'admin',
    });
  });
  afterAll(() => server?.stop());

  const admin = (name: string) =>
    signedInUser(server, {
      email: `${name.toLowerCase()}@keys.test`,
      password: PASSWORD,
      firstName: name,
      role: 'admin',
    });
  const makeKey = async (by: SignedInUser, name: string) =>
    (
      await by.agent
        .post('/api/admin/api-keys')
        .send({ name, scopes: ['jobs:read', 'jobs:write', 'candidates:read'] })
        .expect(200)
    ).body as { id: number; key: string };
  const api = (key: string) => ({
    get: (p: string) => request(server.url).get(`/api/v1${p}`).set('Authorization', `Bearer ${key}`),
    post: (p: string) => request(server.url).post(`/api/v1${p}`).set('Authorization', `Bearer ${key}`),
  });
  const job = {
    title: 'Night Picker',
    description: 'Pick and pack.',
    employmentType: 'Permanent',
    category: 'Distribution',
    location: 'Austin, TX',
  };
  const listed = async (id: number) =>
    ((await owner.agent.get('/api/admin/api-keys').expect(200)).body as ApiKey[]).find((k) => k.id === id)!;

  test('When the admin who made a key is deactivated, Then the key gets 401 for reads and writes, and the list says why', async () => {
    const dana = await admin('Dana');
    const made = await makeKey(dana, 'Workday sync');
    await api(made.key).get('/applications').expect(403);
    await api(made.key).get('/jobs').expect(200);
    expect((await listed(made.id)).creator).toEqual({ name: 'Dana Test', standing: 'admin' });

    await owner.agent.post(`/api/staff/accounts/${dana.id}/deactivate`).expect(200);
    const read = await api(made.key).get('/jobs');
    expect(read.status).toBe(401);
    expect(read.body.detail).toBe(
      'The API key is unknown, revoked or expired, or its creator can no longer make keys.',
    );
    expect((await api(made.key).post('/jobs').send(job)).status).toBe(401);
    expect(await server.database.db.selectFrom('jobOrder').select('id').execute()).toEqual([]);
    expect((await listed(made.id)).creator).toEqual({ name: 'Dana Test', standing: 'deactivated' });
  });

  test('When the admin who made a key becomes staff, Then the key gets 401; the keys of active admins keep working', async () => {
    const eli = await admin('Eli');
    const made = await makeKey(eli, 'ATS');
    const kept = await makeKey(owner, 'Reports');
    await api(made.key).get('/jobs').expect(200);

    await owner.agent.put(`/api/staff/accounts/${eli.id}/role`).send({ role: 'staff' }).expect(200);
    expect((await api(made.key).get('/jobs')).status).toBe(401);
    expect((await listed(made.id)).creator).toEqual({ name: 'Eli Test', standing: 'not_admin' });
    await api(kept.key).get('/jobs').expect(200);
    expect((await listed(kept.id)).creator).toEqual({ name: 'Olu Test', standing: 'admin' });
  });

  test('When the creator deletes their account, Then the key gets 401 and the list names no one', async () => {
    const fay = await admin('Fay');
    const made = await makeKey(fay, 'Payroll');
    await api(made.key).get('/jobs').expect(200);
    await fay.agent.post('/api/me/delete-account').send({ password: PASSWORD }).expect(200);
    expect((await api(made.key).get('/jobs')).status).toBe(401);
    expect((await listed(made.id)).creator).toEqual({ name: null, standing: 'removed' });
  });

  test('When a key is made for someone who is not an active admin, Then it is refused', async () => {
    const staffId = await server.services.auth.createUser({
      email: 'staff@keys.test',
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Test',
      role: 'staff',
      confirmed: true,
    });
    await expect(server.services.apiKeys.create({ name: 'Side door', scopes: ['jobs:read'] }, staffId)).rejects.toThrow(
      'Only an active admin can make API keys.',
    );
  });
});

describe('Session tokens die with the session they were made in', () => {
  const two = useTwoInstances();
  let n = 0;

  /** A new account signed in on `first` (browser one) and on `second` (browser two). */
  async function twoBrowsers(first: TestServer, second: TestServer) {
    n += 1;
    const email = `tokens${n}@example.com`;
    await two.a.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Toni',
      lastName: 'Ken',
      confirmed: true,
    });
    const browser = async (server: TestServer) => {
      const agent = request.agent(server.url);
      await agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
      const token = (await agent.get('/api/session-token').expect(200)).body.token as string;
      return { agent, token };
    };
    return { one: await browser(first), other: await browser(second) };
  }

  const gql = (server: TestServer, token: string) =>
    request(server.url)
      .post('/graphql')
      .set('Accept', 'application/json')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: '{ ok }' });

  test('When one browser signs out the other sessions, Then their tokens get 401 at once; its own keeps working', async () => {
    const { one, other } = await twoBrowsers(two.a, two.a);
    await gql(two.a, other.token).expect(200);
    await one.agent.post(MFA_API.endOthers).expect(200, { ended: 1 });
    expect((await gql(two.a, other.token)).status).toBe(401);
    await gql(two.a, one.token).expect(200);
  });

  test('When one session is ended from the list, Then its token gets 401 at once; the asking session’s does not', async () => {
    const { one, other } = await twoBrowsers(two.a, two.a);
    const listed: SessionsAnswer = (await one.agent.get(MFA_API.sessions).expect(200)).body;
    const theirs = listed.sessions.find((s) => !s.current)!;
    await one.agent.delete(sessionPath(theirs.id)).expect(200);
    expect((await gql(two.a, other.token)).status).toBe(401);
    await gql(two.a, one.token).expect(200);
  });

  test('When the sessions are on two instances, Then ending them on one refuses their tokens on both at once', async () => {
    const { one, other } = await twoBrowsers(two.a, two.b);
    await gql(two.b, other.token).expect(200);
    await gql(two.a, other.token).expect(200);
    await one.agent.post(MFA_API.endOthers).expect(200, { ended: 1 });
    expect((await gql(two.b, other.token)).status).toBe(401);
    expect((await gql(two.a, other.token)).status).toBe(401);
    await gql(two.b, one.token).expect(200);

    // Ended by id on the second instance: the token made on the first dies there too.
    const again = await twoBrowsers(two.a, two.b);
    const listed: SessionsAnswer = (await again.other.agent.get(MFA_API.sessions).expect(200)).body;
    const first = listed.sessions.find((s) => !s.current)!;
    await again.other.agent.delete(sessionPath(first.id)).expect(200);
    expect((await gql(two.a, again.one.token)).status).toBe(401);
    expect((await gql(two.b, again.one.token)).status).toBe(401);
  });
});
