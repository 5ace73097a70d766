/** Production settings: secure cookie prefix, no dev mail viewer, secrets required. */
import request from 'supertest';
import { ConfigError, loadConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/server';

describe('Production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    await server.services.auth.createUser({
      email: 'prod@example.com',
      password: 'Prod-Passw0rd!',
      firstName: 'P',
      lastName: 'R',
      confirmed: true,
    });
  });
  afterAll(() => server?.stop());

  test('Then the session cookie is __Host- prefixed, Secure, HttpOnly and SameSite=Lax behind HTTPS', async () => {
    const res = await request(server.url)
      .post('/login')
      .set('X-Forwarded-Proto', 'https')
      .type('form')
      .send({ username: 'prod@example.com', password: 'Prod-Passw0rd!' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-portal\.sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });

  test('Then /dev/mail does not exist', async () => {
    const res = await request(server.url).get('/dev/mail');
    expect(res.text).not.toContain('Outbox');
  });

  test('When SESSION_SECRET or PUBLIC_URL is missing, Then the start is refused with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.example' })).toThrow(
      /SESSION_SECRET must be set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /PUBLIC_URL must be set/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ PORT: 'abc', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
  });
});
