/**
 * Open redirects (SECURITY 3.7.2) at the server's entry points, with the payload corpus of
 * test/fixtures/open-redirects.ts: POST /login's redirectTo, the r= it sends a failed sign-in back
 * with, and the signing return URL.
 */
import request from 'supertest';
import { appendEvent } from '../../../server/features/esign/builtin';
import { isSameSitePath, OPEN_REDIRECT_PAYLOADS, SAFE_REDIRECT_PATHS } from '../../fixtures/open-redirects';
import { startTestServer, type TestServer } from '../../helpers/server';

const PASSWORD = 'Tr1cky-Passw0rd!';

describe('Redirect targets stay on the site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'r@example.com',
      password: PASSWORD,
      firstName: 'Red',
      lastName: 'Irect',
      confirmed: true,
    });
  });
  afterAll(() => server.stop());
  beforeEach(() => server.database.db.deleteFrom('rateLimit').execute());

  function login(password: string, redirectTo: string) {
    return request(server.url).post('/login').type('form').send({ username: 'r@example.com', password, redirectTo });
  }

  test('When a sign-in succeeds with any payload as redirectTo, Then it lands on a path of this site', async () => {
    for (const [i, payload] of OPEN_REDIRECT_PAYLOADS.entries()) {
      if (i % 20 === 0) await server.database.db.deleteFrom('rateLimit').execute(); // per-client limit
      const res = await login(PASSWORD, payload);
      expect(res.status).toBe(303);
      expect(isSameSitePath(res.headers.location!)).toBe(true);
    }
  });

  test('When a sign-in fails with any payload as redirectTo, Then the r= it comes back with is a path of this site', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS.slice(0, 25)) {
      const res = await login('Wrong-pass1!', payload);
      const location = new URL(res.headers.location!, 'http://portal.invalid');
      expect(location.pathname).toBe('/login');
      const r = location.searchParams.get('r');
      expect(r === null || isSameSitePath(r)).toBe(true);
    }
  });

  test('When a signing return URL is any payload, Then the signer comes back to a path of this site', () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) expect(isSameSitePath(appendEvent(payload, 'cancel'))).toBe(true);
    expect(appendEvent('/.//evil.example', 'cancel')).toBe('/onboarding?event=cancel');
  });

  test('When the targets are good paths, Then they are kept', async () => {
    for (const path of SAFE_REDIRECT_PATHS) {
      expect((await login(PASSWORD, path)).headers.location).toBe(path);
    }
  });
});
