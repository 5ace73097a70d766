/**
 * Accounts over real HTTP, real SMTP and a real database (docs/product.md §7, SECURITY authentication).
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import request from 'supertest';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { SESSION_TOUCH_EVERY_MS } from '../../../common/session';
import { sha256Hex } from '../../../server/lib/tokens';
import { solvedCaptcha } from '../../helpers/altcha';
import { startTestServer, type TestServer } from '../../helpers/server';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';

const PASSWORD = 'Tr1cky-Passw0rd!';

function tokenFrom(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

describe('Accounts', () => {
  const ctx = useServerWithMail();

  async function register(email: string, extra: Record<string, unknown> = {}) {
    const reCaptchaResponse = await solvedCaptcha(ctx.server.url);
    return request(ctx.server.url)
      .post('/register')
      .send({ email, firstName: 'Jane', lastName: 'Doe', password: PASSWORD, reCaptchaResponse, ...extra });
  }

  /** Registers, confirms through the mailed link, and returns a signed-in agent. */
  async function confirmedUser(email: string, password = PASSWORD) {
    expect((await register(email, { password })).status).toBe(200);
    const mail = await ctx.smtp.waitFor(email, /Confirm your email/);
    await request(ctx.server.url)
      .get(`/confirm-email?token=${tokenFrom(linksIn(mail)[0]!)}`)
      .expect(200);
    return signIn(email, password);
  }

  async function signIn(email: string, password: string) {
    const agent = request.agent(ctx.server.url);
    const res = await agent.post('/login').type('form').send({ username: email, password, redirectTo: '/overview' });
    return { agent, res };
  }

  describe('registration', () => {
    test('When a visitor registers from a page, Then the confirmation link carries that path back (only a path of this site)', async () => {
      expect((await register('from.form@example.com', { returnTo: '/jobs/7/apply?x=1' })).status).toBe(200);
      const link = new URL(linksIn(await ctx.smtp.waitFor('from.form@example.com', /Confirm your email/))[0]!);
      expect([link.pathname, link.searchParams.get('r')]).toEqual(['/register/confirm', '/jobs/7/apply?x=1']);

      expect((await register('from.away@example.com', { returnTo: '//evil.example/apply' })).status).toBe(200);
      const away = new URL(linksIn(await ctx.smtp.waitFor('from.away@example.com', /Confirm your email/))[0]!);
      expect(away.searchParams.get('r')).toBeNull();

      const long = await register('from.long@example.com', { returnTo: `/${'x'.repeat(2000)}` });
      expect(long.status).toBe(400);
    });

    test('When a visitor registers, Then a confirmation mail arrives over SMTP and its link confirms once', async () => {
      const res = await register('new.person@example.com');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const mail = await ctx.smtp.waitFor('new.person@example.com', /Confirm your email/);
      expect(mail.subject).toBe('Confirm your email address for Test Careers');
      expect(mail.text).toContain('Welcome, Jane!');
      const link = linksIn(mail)[0]!;
      expect(link.startsWith(`${ctx.server.config.publicUrl}/register/confirm?token=`)).toBe(true);

      const before = await request(ctx.server.url)
        .post('/login')
        .type('form')
        .send({ username: 'new.person@example.com', password: PASSWORD });
      expect(before.status).toBe(303);
      expect(before.headers.location).toBe('/login');

      const confirm = await request(ctx.server.url).get(`/confirm-email?token=${tokenFrom(link)}`);
      expect(confirm.status).toBe(200);
      // Opened again, the used link says the address is confirmed (the page offers to log in)…
      const again = await request(ctx.server.url).get(`/confirm-email?token=${tokenFrom(link)}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ ok: true, alreadyConfirmed: true });
      // …while a link that is no link still fails.
      const bogus = await request(ctx.server.url).get(`/confirm-email?token=${'x'.repeat(43)}`);
      expect(bogus.status).toBe(400);
      expect(bogus.body.message).toBe(AUTH_SERVER_MESSAGES.confirmTokenInvalid);

      const { agent, res: login } = await signIn('New.Person@Example.com', PASSWORD);
      expect(login.status).toBe(303);
      expect(login.headers.location).toBe('/overview');
      await agent.get('/api/is-user').expect(200, { isUser: true });
      await agent.get('/api/is-confirmed-user').expect(200, { isUser: true });
    });

    test('When the captcha is missing, wrong or reused, Then registration is refused with a clear message', async () => {
      const base = { email: 'captcha@example.com', firstName: 'C', lastName: 'P', password: PASSWORD };
      const missing = await request(ctx.server.url).post('/register').send(base);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(AUTH_SERVER_MESSAGES.captchaRequired);
      const wrong = await request(ctx.server.url)
        .post('/register')
        .send({ ...base, reCaptchaResponse: 'bm90IGEgc29sdXRpb24=' });
      expect(wrong.body.message).toBe(AUTH_SERVER_MESSAGES.captchaFailed);
      const solved = await solvedCaptcha(ctx.server.url);
      await request(ctx.server.url)
        .post('/register')
        .send({ ...base, reCaptchaResponse: solved })
        .expect(200);
      const reused = await request(ctx.server.url)
        .post('/register')
        .send({ ...base, email: 'other@example.com', reCaptchaResponse: solved });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe(AUTH_SERVER_MESSAGES.captchaFailed);
    });

    test('When the captcha challenge has expired, Then its solution is refused', async () => {
      const solved = await solvedCaptcha(ctx.server.url);
      ctx.server.advance(11 * 60_000);
      try {
        const res = await register('late@example.com', { reCaptchaResponse: solved });
        expect(res.body.message).toBe(AUTH_SERVER_MESSAGES.captchaFailed);
      } finally {
        ctx.server.advance(-11 * 60_000);
      }
    });

    test.each([
      ['7 characters', 'Ab1!xyz', 'Password must be at least 8 characters long.'],
      ['no uppercase', 'abcdef1!', 'Password must contain at least 1 uppercase character.'],
      ['no digit', 'Abcdefg!', 'Password must contain at least 1 numeric character.'],
      ['no symbol', 'Abcdefg1', 'Password must contain at least 1 non-alphanumeric character (e.g. !@#$%).'],
      ['a common password', 'Password1!', AUTH_SERVER_MESSAGES.commonPassword],
      ['a common password as listed', 'P@ssw0rd', AUTH_SERVER_MESSAGES.commonPassword],
    ])('When the password has %s, Then it is refused: %s', async (_label, password, message) => {
      const res = await register('weak@example.com', { password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    test('When the password is a 64-character passphrase with spaces, Then it is accepted and works', async () => {
      const passphrase = 'Correct horse battery staple, 42 ways to sign in safely at night!';
      expect(passphrase.length).toBeGreaterThanOrEqual(64);
      const { res } = await confirmedUser('passphrase@example.com', passphrase);
      expect(res.headers.location).toBe('/overview');
    });

    test('When extra fields such as role or emailConfirmed are sent, Then they are ignored', async () => {
      const res = await register('sneaky@example.com', {
        role: 'admin',
        emailConfirmed: true,
        emailConfirmedAt: 1,
        id: 1,
      });
      expect(res.status).toBe(200);
      const row = await ctx.server.database.db
        .selectFrom('userAccount')
        .select(['role', 'emailConfirmedAt'])
        .where('email', '=', 'sneaky@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'candidate', emailConfirmedAt: null });
    });

    test('When an email already has an account, Then the answer is identical and the owner is told by mail', async () => {
      const first = await register('taken@example.com');
      const second = await register('taken@example.com', { firstName: 'Mallory' });
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      await ctx.smtp.waitFor('taken@example.com', /Someone tried to register/);
      const users = await ctx.server.database.db
        .selectFrom('userAccount')
        .select('firstName')
        .where('email', '=', 'taken@example.com')
        .execute();
      expect(users).toEqual([{ firstName: 'Jane' }]);
    });

    test('When the fields are invalid, Then 400 with the field message', async () => {
      const solved = await solvedCaptcha(ctx.server.url);
      const res = await request(ctx.server.url)
        .post('/register')
        .send({ email: 'no-at-sign', firstName: 'A', lastName: 'B', password: PASSWORD, reCaptchaResponse: solved });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Email address is invalid');
      const blank = await request(ctx.server.url)
        .post('/register')
        .send({ email: 'x@example.com', firstName: '  ', lastName: 'B', password: PASSWORD });
      expect(blank.body.message).toBe('First name is required');
    });
  });

  describe('passwords at rest', () => {
    test('Then hashes are argon2id at m=19 MiB, t=2, p=1, salted per user', async () => {
      // At the standard cost (this file's server runs at the tests' cheap one).
      const standard = await startTestServer({ WORK_FACTORS: 'standard' });
      try {
        for (const email of ['hash1@example.com', 'hash2@example.com'])
          await standard.services.auth.createUser({ email, password: PASSWORD, firstName: 'H', lastName: 'K' });
        const rows = await standard.database.db
          .selectFrom('userAccount')
          .select('passwordHash')
          .where('email', 'in', ['hash1@example.com', 'hash2@example.com'])
          .execute();
        expect(rows).toHaveLength(2);
        for (const r of rows) {
          const [, algorithm, version, params] = r.passwordHash.split('$');
          expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
          expect(Object.fromEntries(params!.split(',').map((kv) => kv.split('=')))).toEqual({
            m: '19456',
            t: '2',
            p: '1',
          });
        }
        expect(rows[0]!.passwordHash).not.toBe(rows[1]!.passwordHash);
      } finally {
        await standard.stop();
      }
    });

    test('Then a password is checked exactly as typed, never truncated', async () => {
      const p72 = `Aa1!${'x'.repeat(68)}`;
      expect(Buffer.byteLength(p72)).toBe(72);
      await confirmedUser('long@example.com', `${p72}x`);
      const { res } = await signIn('long@example.com', p72);
      expect(res.headers.location).toBe('/login?r=%2Foverview');
      const ok = await signIn('long@example.com', `${p72}x`);
      expect(ok.res.headers.location).toBe('/overview');
    });
  });

  describe('sign-in and sessions', () => {
    test('When signing in, Then the session id changes and the old one is worthless', async () => {
      const agent = request.agent(ctx.server.url);
      // A failed attempt leaves a session (it carries the flash message).
      const failed = await agent
        .post('/login')
        .type('form')
        .send({ username: 'nobody@example.com', password: 'wrong' });
      const before = /portal\.sid=([^;]+)/.exec(String(failed.headers['set-cookie']))?.[1];
      expect(before).toBeDefined();
      await confirmedUser('regen@example.com');
      const ok = await agent.post('/login').type('form').send({ username: 'regen@example.com', password: PASSWORD });
      const after = /portal\.sid=([^;]+)/.exec(String(ok.headers['set-cookie']))?.[1];
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      const replay = await request(ctx.server.url).get('/api/is-user').set('Cookie', `portal.sid=${before}`);
      expect(replay.body).toEqual({ isUser: false });
    });

    test('Then the cookie is HttpOnly, SameSite=Lax, path /, and expires with the idle timeout', async () => {
      const { res } = await confirmedUser('cookie@example.com');
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^portal\.sid=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/); // plain HTTP in tests; production test below
    });

    test('When a failed login comes back, Then the page carries the flash message once', async () => {
      const agent = request.agent(ctx.server.url);
      const res = await agent
        .post('/login')
        .type('form')
        .send({ username: 'nobody@example.com', password: 'bad', redirectTo: '/search' });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/login?r=%2Fsearch');
      const page = await agent.get('/login?r=%2Fsearch');
      expect(page.text).toContain(`"flash":"${AUTH_SERVER_MESSAGES.invalidCredentials}"`);
      const next = await agent.get('/login');
      expect(next.text).toContain('"flash":null');
    });

    test('When known and unknown emails fail to sign in, Then the answers are the same', async () => {
      await confirmedUser('known@example.com');
      const known = await request(ctx.server.url)
        .post('/login')
        .type('form')
        .send({ username: 'known@example.com', password: 'Wrong-Pass1!' });
      const unknown = await request(ctx.server.url)
        .post('/login')
        .type('form')
        .send({ username: 'unknown@example.com', password: 'Wrong-Pass1!' });
      expect(known.status).toBe(unknown.status);
      expect(known.headers.location).toBe(unknown.headers.location);
    });

    test.each([
      ['//evil.example'],
      ['/\\evil.example'],
      ['https://evil.example/'],
      ['javascript:alert(1)'],
      ['%2F%2Fevil.example'],
      ['/\t/evil.example'],
    ])('When redirectTo is %s, Then sign-in stays on the site', async (target) => {
      await confirmedUser(`redir${sha256Hex(target).slice(0, 6)}@example.com`);
      const res = await request(ctx.server.url)
        .post('/login')
        .type('form')
        .send({
          username: `redir${sha256Hex(target).slice(0, 6)}@example.com`,
          password: PASSWORD,
          redirectTo: target,
        });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/');
    });

    test('When a cross-site page links to /logout (GET), Then the user stays signed in; a cross-site POST is refused', async () => {
      const { agent } = await confirmedUser('csrf-logout@example.com');
      const viaGet = await agent.get('/logout');
      expect(viaGet.status).toBe(200);
      await agent.get('/api/is-user').expect(200, { isUser: true });
      await agent.post('/logout').set('Origin', 'https://evil.example').expect(403);
      await agent.get('/api/is-user').expect(200, { isUser: true });
      await agent.post('/logout').set('Origin', ctx.server.url).expect(303);
      await agent.get('/api/is-user').expect(200, { isUser: false });
    });

    test('When logging out, Then replaying the old cookie is not signed in and the session row is gone', async () => {
      const { agent, res } = await confirmedUser('logout@example.com');
      const sid = /portal\.sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
      await agent.post('/logout').expect(303).expect('Location', '/login');
      const replay = await request(ctx.server.url).get('/api/is-user').set('Cookie', `portal.sid=${sid}`);
      expect(replay.body).toEqual({ isUser: false });
      const rows = await ctx.server.database.db.selectFrom('session').select('sid').execute();
      expect(rows.map((r) => r.sid)).not.toContain(decodeURIComponent(sid!).slice(2).split('.')[0]);
    });

    test('When the session is idle past 30 minutes, Then it is no longer signed in', async () => {
      const { agent } = await confirmedUser('idle@example.com');
      ctx.server.advance(29 * 60_000);
      await agent.get('/api/is-user').expect(200, { isUser: true });
      ctx.server.advance(29 * 60_000); // active 29 min ago: still inside the window
      await agent.get('/api/is-user').expect(200, { isUser: true });
      ctx.server.advance(31 * 60_000);
      await agent.get('/api/is-user').expect(200, { isUser: false });
    });

    test('When requests follow within 30 s, Then the stored expiry is not written again; after that it moves', async () => {
      const { agent } = await confirmedUser('touch@example.com');
      const user = await ctx.server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', 'touch@example.com')
        .executeTakeFirstOrThrow();
      const stored = async () =>
        Number(
          (
            await ctx.server.database.db
              .selectFrom('session')
              .select('expiresAt')
              .where('userId', '=', user.id)
              .executeTakeFirstOrThrow()
          ).expiresAt,
        );
      const first = await stored();
      ctx.server.advance(SESSION_TOUCH_EVERY_MS - 5_000);
      await agent.get('/api/is-user').expect(200, { isUser: true });
      expect(await stored()).toBe(first);
      ctx.server.advance(10_000);
      await agent.get('/api/is-user').expect(200, { isUser: true });
      // The test clock runs on from real time: allow for the milliseconds the requests took.
      const moved = (await stored()) - first;
      expect(moved).toBeGreaterThanOrEqual(SESSION_TOUCH_EVERY_MS + 5_000);
      expect(moved).toBeLessThan(SESSION_TOUCH_EVERY_MS + 15_000);
    });

    test('When the account changes under a live session, Then the next request sees the change', async () => {
      const { agent } = await confirmedUser('fresh@example.com');
      await agent.get('/api/is-confirmed-user').expect(200, { isUser: true });
      const account = ctx.server.database.db.updateTable('userAccount').where('email', '=', 'fresh@example.com');
      await account.set({ emailConfirmedAt: null }).execute();
      await agent.get('/api/is-confirmed-user').expect(200, { isUser: false });
      await account.set({ emailConfirmedAt: Date.now() }).execute();
      await agent.get('/api/is-confirmed-user').expect(200, { isUser: true });
      // A session row that does not name its user (older rows) still finds it.
      const { id } = await ctx.server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', 'fresh@example.com')
        .executeTakeFirstOrThrow();
      await ctx.server.database.db.updateTable('session').set({ userId: null }).where('userId', '=', id).execute();
      await agent.get('/api/is-confirmed-user').expect(200, { isUser: true });
      // A session whose user is gone is not signed in.
      await ctx.server.database.db.deleteFrom('userAccount').where('id', '=', id).execute();
      await agent.get('/api/is-user').expect(200, { isUser: false });
    });

    test('When 5 sign-ins of one account fail, Then the right password alone is not enough until a captcha is solved or the window passes', async () => {
      await confirmedUser('brute@example.com');
      for (let i = 0; i < 5; i += 1) {
        const res = await request(ctx.server.url)
          .post('/login')
          .type('form')
          .send({ username: 'brute@example.com', password: `Wrong-${i}!aA` });
        expect(res.status).toBe(303);
      }
      const { agent, res: blocked } = await signIn('brute@example.com', PASSWORD);
      expect(blocked.status).toBe(303);
      expect(blocked.headers.location).toBe('/login?r=%2Foverview');
      await agent.get('/api/is-user').expect(200, { isUser: false });
      ctx.server.advance(16 * 60_000);
      const later = await request(ctx.server.url)
        .post('/login')
        .type('form')
        .send({ username: 'brute@example.com', password: PASSWORD });
      expect(later.status).toBe(303);
      expect(later.headers.location).toBe('/');
    });
  });
});

describe('Per-client throttling', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  test('When one client tries 30 sign-ins, Then the 31st is 429 and a spoofed X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await request(server.url)
        .post('/login')
        .set('X-Forwarded-For', `10.0.0.${i}`)
        .type('form')
        .send({ username: `user${i}@example.com`, password: 'Wrong-pass1!' });
      expect(res.status).toBe(303);
    }
    const res = await request(server.url)
      .post('/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .type('form')
      .send({ username: 'fresh@example.com', password: 'Wrong-pass1!' });
    expect(res.status).toBe(429);
  });

  test('When a client asks for many password resets, Then it is throttled with 429 and a message', async () => {
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      const res = await request(server.url)
        .post('/api/request-password-reset')
        .send({ email: `r${i}@example.com` });
      last = res.status;
      if (i < 5) expect(res.status).toBe(200);
      else expect(res.body.message).toBe(AUTH_SERVER_MESSAGES.tooManyAttempts);
    }
    expect(last).toBe(429);
  });
});
