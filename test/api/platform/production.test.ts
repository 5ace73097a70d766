/** Production settings: secure cookie prefix, no dev mail viewer, secrets required, a captcha key of its own. */
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { ConfigError, loadConfig } from '../../../server/config';
import { ALTCHA_WORK } from '../../../server/providers/captcha/altcha';
import { sha256Hex } from '../../../server/lib/tokens';
import { solvedCaptcha } from '../../helpers/altcha';
import { startTestServer, type TestServer } from '../../helpers/server';

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
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.example', SESSION_SECRET: 'x'.repeat(40) }),
    ).toThrow(/SUPPORT_EMAIL must be set in production/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ PORT: 'abc', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
  });

  test("When WORK_FACTORS=test is set, Then production refuses to start: the tests' cheap hashes and captchas never serve users", () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://x.example',
      SESSION_SECRET: 'x'.repeat(40),
      SUPPORT_EMAIL: 'help@x.example',
    };
    expect(() => loadConfig({ ...production, WORK_FACTORS: 'test' })).toThrow(/WORK_FACTORS=test .* for tests only/);
    expect(loadConfig(production).workFactors).toBe('standard');
  });

  test('Then hashes and captchas are made at the standard cost', async () => {
    const challenge = (await request(server.url).get('/api/captcha/challenge').expect(200)).body;
    expect(challenge.parameters).toMatchObject({ cost: ALTCHA_WORK.cost });
    expect(challenge.parameters.counter ?? ALTCHA_WORK.counterMin).toBeGreaterThanOrEqual(ALTCHA_WORK.counterMin);
    const id = await server.services.auth.createUser({
      email: 'standard.cost@example.com',
      password: 'Standard-Passw0rd!',
      firstName: 'S',
      lastName: 'C',
      confirmed: true,
    });
    const row = await server.database.db
      .selectFrom('userAccount')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});

describe('Production mode without ALTCHA_HMAC_KEY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: '' });
  });
  afterAll(() => server?.stop());

  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://jobs.example',
    SESSION_SECRET: 's'.repeat(40),
    SUPPORT_EMAIL: 'help@jobs.example',
  };

  test('Then the captcha key is derived from the session secret, differs from it, and is the same on every instance', () => {
    const key = loadConfig(production).captcha.hmacKey;
    expect(key).not.toBe(production.SESSION_SECRET);
    expect(key).not.toContain(production.SESSION_SECRET);
    expect(key.length).toBeGreaterThanOrEqual(43); // 256 bits
    expect(loadConfig(production).captcha.hmacKey).toBe(key);
    expect(loadConfig({ ...production, SESSION_SECRET: 't'.repeat(40) }).captcha.hmacKey).not.toBe(key);
    expect(server.config.captcha.hmacKey).not.toBe(server.config.sessionSecret);
    expect(() => loadConfig({ ...production, ALTCHA_HMAC_KEY: production.SESSION_SECRET })).toThrow(
      /ALTCHA_HMAC_KEY must differ from SESSION_SECRET/,
    );
  });

  test('When a captcha challenge is signed with the session secret, Then it is refused; one the server made passes', async () => {
    const secret = server.config.sessionSecret;
    // Made and signed exactly as the server signs its own, but with the session secret as the key.
    const forged = await createChallenge({
      algorithm: 'SHA-256',
      cost: 20,
      counter: 50,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: sha256Hex(`altcha-key:${secret}`),
      expiresAt: new Date(Date.now() + 60_000),
      data: { challengeId: 'forged-with-the-session-secret' },
    });
    const solution = await solveChallenge({ challenge: forged, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge: forged, solution })).toString('base64');
    expect(await server.services.captcha.verify(payload, '127.0.0.1')).toBe(false);

    const register = (reCaptchaResponse: string, email: string) =>
      request(server.url).post('/register').send({
        email,
        firstName: 'Casey',
        lastName: 'Forge',
        password: 'Forged-Passw0rd!',
        reCaptchaResponse,
      });
    const refused = await register(payload, 'forged@example.com');
    expect([refused.status, refused.body.message]).toEqual([400, AUTH_SERVER_MESSAGES.captchaFailed]);
    await register(await solvedCaptcha(server.url), 'genuine@example.com').expect(200);
  });
});
