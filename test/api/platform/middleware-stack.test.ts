/**
 * The middleware stack's fixed costs are skipped only where they do nothing: a request without the
 * session cookie that cannot start a session gets none, public files are served from what the
 * folder holds, and the security headers are those helmet sets, on every response.
 */
import { sql } from 'kysely';
import request from 'supertest';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser } from '../../helpers/users';

describe('Middleware stack', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const sessions = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from session`.execute(server.database.db)).rows[0]?.n ?? 0);

  test('A GET or a GraphQL query without the session cookie sets no cookie and stores no session', async () => {
    const before = await sessions();
    const get = await request(server.url).get('/api/is-user').expect(200);
    expect(get.body).toEqual({ isUser: false });
    expect(get.headers['set-cookie']).toBeUndefined();
    const gql = await request(server.url)
      .post('/graphql')
      .set('Accept', 'application/json')
      .send({ query: '{ ok }' })
      .expect(200);
    expect(gql.body).toEqual({ data: { ok: true } });
    expect(gql.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before);
  });

  test('A failed sign-in without a cookie still gets a session carrying its message', async () => {
    const res = await request(server.url)
      .post('/login')
      .type('form')
      .send({ username: 'nobody@example.com', password: 'Wrong-passw0rd!' })
      .expect(303);
    const cookie = res.headers['set-cookie'];
    expect(String(cookie)).toMatch(/portal\.sid=/);
    const page = await request(server.url).get('/login').set('Cookie', String(cookie).split(';')[0]!).expect(200);
    expect(page.text).toContain(AUTH_SERVER_MESSAGES.invalidCredentials);
  });

  test('A signed-in GET and GraphQL query still read the session', async () => {
    const { agent } = await signedInUser(server, {
      email: 'stack@example.com',
      password: 'Stack-Passw0rd!',
      firstName: 'Sam',
      role: 'candidate',
    });
    expect((await agent.get('/api/is-user').expect(200)).body).toEqual({ isUser: true });
    const me = await agent
      .post('/graphql')
      .set('Accept', 'application/json')
      .send({ query: '{ myDocumentsCount }' })
      .expect(200);
    expect(me.body).toEqual({ data: { myDocumentsCount: 0 } });
  });

  test('Public files are served; a missing one falls through to the screens (whose 404 page it gets)', async () => {
    const icon = await request(server.url).get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/svg/);
    expect(icon.headers['cache-control']).toMatch(/max-age=86400/);
    await request(server.url).get('/favicon-missing.svg').expect(404).expect('Content-Type', /html/);
  });

  test('Every response carries the same security headers, with or without a session', async () => {
    const anonymous = await request(server.url).get('/api/is-user');
    const health = await request(server.url).get('/healthz');
    for (const res of [anonymous, health]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\), .*microphone=\(\), .*payment=\(\)/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    expect(health.headers['content-security-policy']).toBe(anonymous.headers['content-security-policy']);
    expect(health.headers['permissions-policy']).toBe(anonymous.headers['permissions-policy']);
  });
});
