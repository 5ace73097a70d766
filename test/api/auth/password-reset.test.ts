/** Password reset through real mail (docs/product.md §4, §7; SECURITY 6.4.1, 7.4.3, forgot-password). */
import request from 'supertest';
import { AUTH_SERVER_MESSAGES, PASSWORD_POLICY_STATUS } from '../../../common/auth';
import { sha256Hex } from '../../../server/lib/tokens';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';

const OLD = 'Old-Passw0rd!';
const NEW = 'Brand-New-Passw0rd?';

describe('Password reset', () => {
  const ctx = useServerWithMail();

  async function user(email: string) {
    await ctx.server.services.auth.createUser({
      email,
      password: OLD,
      firstName: 'Rita',
      lastName: 'Reset',
      confirmed: true,
    });
  }
  async function signedIn(email: string, password: string) {
    const agent = request.agent(ctx.server.url);
    await agent.post('/login').type('form').send({ username: email, password });
    return agent;
  }
  async function resetLink(email: string, host?: string): Promise<string> {
    const before = ctx.smtp.mails.length;
    const req = request(ctx.server.url).post('/api/request-password-reset');
    if (host) req.set('Host', host);
    await req.send({ email }).expect(200, { ok: true });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mail = ctx.smtp.mails.slice(before).find((m) => m.to.includes(email) && /Reset your/.test(m.subject));
      if (mail) return linksIn(mail)[0]!;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no reset mail');
  }

  test('When a user resets through the mailed link, Then the old password fails, the new works, other sessions end', async () => {
    await user('rita@example.com');
    const other = await signedIn('rita@example.com', OLD);
    await other.get('/api/is-user').expect(200, { isUser: true });

    const link = await resetLink('rita@example.com');
    expect(link.startsWith(`${ctx.server.config.publicUrl}/account/reset?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    await request(ctx.server.url)
      .post('/api/verify-password-reset-token')
      .send({ token })
      .expect(200, { ok: true, firstPassword: false });
    // A reset (not a first password) signs nobody in: the page asks to log in.
    await request(ctx.server.url)
      .post('/api/reset-password')
      .send({ token, password: NEW })
      .expect(200, { ok: true, signedInTo: null });

    await other.get('/api/is-user').expect(200, { isUser: false });
    const oldLogin = await request(ctx.server.url)
      .post('/login')
      .type('form')
      .send({ username: 'rita@example.com', password: OLD });
    expect(oldLogin.headers.location).toBe('/login');
    const newLogin = await request(ctx.server.url)
      .post('/login')
      .type('form')
      .send({ username: 'rita@example.com', password: NEW });
    expect(newLogin.headers.location).toBe('/');
    await ctx.smtp.waitFor('rita@example.com', /password was changed/);

    // Single use: the same token cannot be used again.
    const reuse = await request(ctx.server.url)
      .post('/api/reset-password')
      .send({ token, password: 'Another-Passw0rd!' });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ message: AUTH_SERVER_MESSAGES.resetTokenInvalid, status: 400 });
    const verifyReused = await request(ctx.server.url).post('/api/verify-password-reset-token').send({ token });
    expect(verifyReused.body).toMatchObject({
      message: 'Unable to process password reset. Please issue another.',
      status: 400,
    });
  });

  test('Then tokens are stored only as their SHA-256, with 256 random bits', async () => {
    await user('hashed@example.com');
    const token = new URL(await resetLink('hashed@example.com')).searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.server.database.db.selectFrom('userToken').select('tokenHash').execute();
    expect(rows.map((r) => r.tokenHash)).toContain(sha256Hex(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  test('When the token is an hour old, Then it is valid until expiry and invalid 1 s after', async () => {
    await user('expiry@example.com');
    const token = new URL(await resetLink('expiry@example.com')).searchParams.get('token')!;
    ctx.server.advance(3_600_000 - 1_000);
    await request(ctx.server.url).post('/api/verify-password-reset-token').send({ token }).expect(200);
    ctx.server.advance(2_000);
    const res = await request(ctx.server.url).post('/api/reset-password').send({ token, password: NEW });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_SERVER_MESSAGES.resetTokenInvalid);
  });

  test('When the new password fails the policy, Then 443 with the reason, and the token still works', async () => {
    await user('policy@example.com');
    const token = new URL(await resetLink('policy@example.com')).searchParams.get('token')!;
    const weak = await request(ctx.server.url).post('/api/reset-password').send({ token, password: 'short' });
    expect(weak.status).toBe(PASSWORD_POLICY_STATUS);
    expect(weak.body).toMatchObject({ status: 443, message: 'Password must be at least 8 characters long.' });
    const common = await request(ctx.server.url).post('/api/reset-password').send({ token, password: 'Welcome1!' });
    expect(common.status).toBe(443);
    expect(common.body.message).toBe(AUTH_SERVER_MESSAGES.commonPassword);
    await request(ctx.server.url).post('/api/reset-password').send({ token, password: NEW }).expect(200);
  });

  test('When known and unknown emails ask for a reset, Then the answers are identical and no mail goes to the unknown', async () => {
    await user('known-reset@example.com');
    const known = await request(ctx.server.url)
      .post('/api/request-password-reset')
      .send({ email: 'known-reset@example.com' });
    const unknown = await request(ctx.server.url)
      .post('/api/request-password-reset')
      .send({ email: 'ghost-reset@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await ctx.smtp.waitFor('known-reset@example.com', /Reset your/);
    await ctx.server.services.mailWorker.drain();
    expect(ctx.smtp.mails.some((m) => m.to.includes('ghost-reset@example.com'))).toBe(false);
    const queued = await ctx.server.database.db
      .selectFrom('outbox')
      .select('toAddress')
      .where('toAddress', '=', 'ghost-reset@example.com')
      .execute();
    expect(queued).toEqual([]);
  });

  test('When the request carries Host: evil.example, Then the mailed link still points at PUBLIC_URL', async () => {
    await user('host@example.com');
    const link = await resetLink('host@example.com', 'evil.example');
    expect(new URL(link).origin).toBe(new URL(ctx.server.config.publicUrl).origin);
  });

  test('When the payload is malformed, Then 400 with a message, never a 500', async () => {
    for (const body of [{}, { email: 42 }, { email: 'x'.repeat(300) }, { email: ['a@b'] }]) {
      const res = await request(ctx.server.url).post('/api/request-password-reset').send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const noToken = await request(ctx.server.url).post('/api/reset-password').send({ password: NEW });
    expect(noToken.status).toBe(400);
    const missing = await request(ctx.server.url).get('/confirm-email');
    expect(missing.status).toBe(400);
  });
});
