/**
 * Credentials die with their source (docs/SECURITY.md, 6.x, 7.x): an API key works only while the
 * admin who made it is an active admin, and the key list says when one stopped for that reason.
 */
import request from 'supertest';
import type { ApiKey } from '../../common/api-keys';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInUser, type SignedInUser } from '../helpers/users';

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
