/** CAPTCHA_PROVIDER=recaptcha: the page gets the site key (never the secret) and Google's hosts are allowed. */
import request from 'supertest';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { startTestServer, type TestServer } from '../../helpers/server';

describe('reCAPTCHA option', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-public',
      RECAPTCHA_SECRET_KEY: 'secret-key-private',
    });
  });
  afterAll(() => server?.stop());

  test('Then the page state names the provider and the site key, and the CSP allows Google for it', async () => {
    const res = await request(server.url).get('/register');
    expect(res.text).toContain('"captchaProvider":"recaptcha"');
    expect(res.text).toContain('"captchaSiteKey":"site-key-public"');
    expect(res.text).not.toContain('secret-key-private');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain('https://www.gstatic.com/recaptcha/');
  });

  test('Then there is no ALTCHA challenge, and a response Google cannot confirm is refused', async () => {
    await request(server.url).get('/api/captcha/challenge').expect(404);
    const res = await request(server.url).post('/register').send({
      email: 'r@example.com',
      firstName: 'R',
      lastName: 'C',
      password: 'Recaptcha-Passw0rd!',
      reCaptchaResponse: 'token-from-the-widget',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_SERVER_MESSAGES.captchaFailed);
    const users = await server.database.db.selectFrom('userAccount').select('id').execute();
    expect(users).toEqual([]);
  });
});
