/**
 * Brute-force throttling without a lock an attacker can hold (SECURITY 6.3.1): attempts on one
 * account are counted before the password is checked, so a parallel burst is counted like a
 * sequence; past the limit the password needs a solved captcha, and the owner still signs in and
 * still receives a reset link.
 */
import request from 'supertest';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { LOGIN_ACCOUNT_RULE } from '../../../server/features/auth/auth.service';
import { solvedCaptcha } from '../../helpers/altcha';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';
import { waitUntil } from '../../helpers/wait';
import { pageStateOf } from '../../helpers/page-state';

const PASSWORD = 'Tr1cky-Passw0rd!';

describe('Sign-in throttling', () => {
  const ctx = useServerWithMail();
  const db = () => ctx.server.database.db;

  async function account(email: string) {
    await ctx.server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Owen',
      lastName: 'Owner',
      confirmed: true,
    });
  }

  function login(fields: Record<string, string>, agent = request(ctx.server.url)) {
    return agent
      .post('/login')
      .type('form')
      .send({ redirectTo: '/overview', ...fields });
  }

  async function auditCount(action: string, email: string) {
    const rows = await db().selectFrom('auditEvent').select('detail').where('action', '=', action).execute();
    return rows.filter((r) => r.detail?.includes(email)).length;
  }

  test('When 10 wrong guesses for one account arrive at once, Then only the first 5 are checked against the password', async () => {
    await account('burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login({ username: 'burst@example.com', password: `Wrong-${i}!aA` })),
    );
    for (const res of answers) expect(res.status).toBe(303);
    expect(await auditCount('login.failed', 'burst@example.com')).toBe(LOGIN_ACCOUNT_RULE.limit);
    expect(await auditCount('login.captcha_required', 'burst@example.com')).toBe(10 - LOGIN_ACCOUNT_RULE.limit);
  });

  test('When an account was attacked, Then the right password alone asks for the captcha, and with the captcha signs in', async () => {
    await account('owner@example.com');
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) {
      await login({ username: 'owner@example.com', password: `Wrong-${i}!aA` }).expect(303);
    }
    const agent = request.agent(ctx.server.url);
    const alone = await login({ username: 'owner@example.com', password: PASSWORD }, agent);
    expect(alone.status).toBe(303);
    expect(alone.headers.location).toBe('/login?r=%2Foverview');
    const page = pageStateOf((await agent.get('/login?r=%2Foverview')).text);
    expect(page.flash).toBe(AUTH_SERVER_MESSAGES.loginCaptchaRequired);
    expect(page.loginCaptcha).toBe(true);
    await agent.get('/api/is-user').expect(200, { isUser: false });

    const wrongCaptcha = await login({ username: 'owner@example.com', password: PASSWORD, captcha: 'bm9wZQ==' }, agent);
    expect(wrongCaptcha.headers.location).toBe('/login?r=%2Foverview');
    await agent.get('/api/is-user').expect(200, { isUser: false });

    const captcha = await solvedCaptcha(ctx.server.url);
    const signedIn = await login({ username: 'owner@example.com', password: PASSWORD, captcha }, agent);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/overview');
    await agent.get('/api/is-user').expect(200, { isUser: true });
    // Signed in: the next login page no longer asks for a captcha.
    const after = await request(ctx.server.url).get('/login');
    expect(pageStateOf(after.text).loginCaptcha).toBe(false);
  });

  test('When a wrong password comes with a solved captcha, Then it is still refused as invalid', async () => {
    await account('solved@example.com');
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) {
      await login({ username: 'solved@example.com', password: `Wrong-${i}!aA` });
    }
    const agent = request.agent(ctx.server.url);
    await login(
      { username: 'solved@example.com', password: 'Wrong-x!aA', captcha: await solvedCaptcha(ctx.server.url) },
      agent,
    );
    expect(pageStateOf((await agent.get('/login')).text).flash).toBe(AUTH_SERVER_MESSAGES.invalidCredentials);
    await agent.get('/api/is-user').expect(200, { isUser: false });
  });

  test('When an unknown and a known email are attacked alike, Then both answers ask for the captcha the same way', async () => {
    await account('known@example.com');
    const answers: string[] = [];
    for (const email of ['known@example.com', 'nobody-here@example.com']) {
      for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) await login({ username: email, password: `Wrong-${i}!aA` });
      const agent = request.agent(ctx.server.url);
      const res = await login({ username: email, password: 'Wrong-x!aA' }, agent);
      const state = pageStateOf((await agent.get(res.headers.location!)).text);
      answers.push(`${res.status} ${res.headers.location} ${state.flash} ${state.loginCaptcha}`);
    }
    expect(answers[0]).toBe(answers[1]);
  });

  test('When others asked for 3 reset mails, Then the owner asking again still receives a live link; the mails stay bounded', async () => {
    await account('resetme@example.com');
    // Each request from another client: the per-client limit is not what this story is about.
    const ask = async () => {
      await db().deleteFrom('rateLimit').where('key', 'like', 'reset-request:%').execute();
      await request(ctx.server.url)
        .post('/api/request-password-reset')
        .send({ email: 'resetme@example.com' })
        .expect(200);
    };
    for (let i = 0; i < 3; i += 1) await ask();
    const mailsTo = () =>
      ctx.smtp.mails.filter((m) => m.to.includes('resetme@example.com') && /Reset your/.test(m.subject));
    await waitUntil(() => mailsTo().length === 3);
    await ask(); // the owner
    await waitUntil(() => mailsTo().length === 4);
    const link = linksIn(mailsTo()[3]!)[0]!;
    const token = new URL(link).searchParams.get('token');
    await request(ctx.server.url).post('/api/verify-password-reset-token').send({ token }).expect(200);
    // A flood right after adds nothing until the coalescing window has passed.
    for (let i = 0; i < 5; i += 1) await ask();
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo()).toHaveLength(4);
    const pending = await db()
      .selectFrom('outbox')
      .select('id')
      .where('toAddress', '=', 'resetme@example.com')
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(0);
  });
});
