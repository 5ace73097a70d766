/** Sessions live in the database: they survive a restart, and a logout stays a logout (SECURITY 7.4.1). */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { startTestServer, type TestServer } from '../helpers/server';

describe('Sessions across a restart', () => {
  let testDb: TestDatabase;
  let server: TestServer | null = null;
  const env = { SESSION_SECRET: randomBytes(32).toString('hex') };
  const PASSWORD = 'Restart-Passw0rd!';

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await testDb.drop();
  });

  async function restart(): Promise<TestServer> {
    await server?.stop();
    server = await startTestServer(env, testDb);
    return server;
  }

  async function signIn(s: TestServer, email: string): Promise<string> {
    const res = await request(s.url).post('/login').type('form').send({ username: email, password: PASSWORD });
    expect(res.status).toBe(303);
    const cookie = /portal\.sid=[^;]+/.exec(String(res.headers['set-cookie']))?.[0];
    expect(cookie).toBeDefined();
    return cookie!;
  }

  test('When the server restarts, Then a signed-in session is still signed in', async () => {
    const first = await restart();
    await first.services.auth.createUser({
      email: 'stay@example.com',
      password: PASSWORD,
      firstName: 'S',
      lastName: 'T',
      confirmed: true,
    });
    const cookie = await signIn(first, 'stay@example.com');
    const second = await restart();
    await request(second.url).get('/api/is-user').set('Cookie', cookie).expect(200, { isUser: true });
  });

  test('When a user logged out before the restart, Then the old cookie is still not signed in after it', async () => {
    const first = await restart();
    await first.services.auth.createUser({
      email: 'gone@example.com',
      password: PASSWORD,
      firstName: 'G',
      lastName: 'O',
      confirmed: true,
    });
    const cookie = await signIn(first, 'gone@example.com');
    await request(first.url).post('/logout').set('Cookie', cookie).expect(303);
    await request(first.url).get('/api/is-user').set('Cookie', cookie).expect(200, { isUser: false });
    const second = await restart();
    await request(second.url).get('/api/is-user').set('Cookie', cookie).expect(200, { isUser: false });
  });
});
