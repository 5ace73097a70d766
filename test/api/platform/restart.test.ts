/** Sessions live in the database: they survive a restart, and a logout stays a logout (SECURITY 7.4.1). */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { startTestServer, type TestServer } from '../../helpers/server';

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

  test('When the server restarts, Then every signed-in session is still signed in (sessions kept: all)', async () => {
    const first = await restart();
    const emails = ['stay@example.com', 'stay.two@example.com', 'stay.three@example.com'];
    for (const email of emails) {
      await first.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'S',
        lastName: 'T',
        confirmed: true,
      });
    }
    // Two sessions for the first user (two devices), one for each of the others.
    const cookies = [await signIn(first, emails[0]!)];
    for (const email of emails) cookies.push(await signIn(first, email));
    const second = await restart();
    let kept = 0;
    for (const cookie of cookies) {
      const res = await request(second.url).get('/api/is-user').set('Cookie', cookie).expect(200);
      if (res.body.isUser === true) kept += 1;
    }
    console.log(`restart: sessions kept: ${kept} of ${cookies.length}`);
    expect(kept).toBe(cookies.length);
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
