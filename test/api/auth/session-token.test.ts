/** The docs/product.md §3 session token and /graphql's optional access token (SECURITY 9.1.1-9.2.3). */
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { APPLICATION_NAME, tokenKey } from '../../../server/http/session-token';
import { MALFORMED_JWTS } from '../../fixtures/jwts';
import { useServerWithMail } from '../../helpers/mail-server';
import { startTestServer, type TestServer } from '../../helpers/server';
import { linksIn } from '../../helpers/smtp';

describe('Session token', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'tok@example.com',
      password: 'Token-Passw0rd!',
      firstName: 'Tia',
      lastName: 'Ken',
      confirmed: true,
    });
    const agent = request.agent(server.url);
    await agent.post('/login').type('form').send({ username: 'tok@example.com', password: 'Token-Passw0rd!' });
    token = (await agent.get('/api/session-token').expect(200)).body.token;
  });
  afterAll(() => server?.stop());

  const gql = (authorization?: string) => {
    const req = request(server.url).post('/graphql').set('Accept', 'application/json');
    if (authorization) req.set('Authorization', authorization);
    return req.send({ query: '{ ok }' });
  };

  test('Then it carries the docs/product.md §3 claims and expires in 30 minutes', () => {
    const claims = jwt.decode(token, { complete: true })!;
    expect(claims.header.alg).toBe('HS256');
    const p = claims.payload as Record<string, unknown>;
    expect(p).toMatchObject({
      sub: 'tok@example.com',
      iss: APPLICATION_NAME,
      email: 'tok@example.com',
      firstName: 'Tia',
      lastName: 'Ken',
      accessToken: null,
      edgeCandidateId: null,
      ghost: false,
      typ: 'session',
    });
    expect(typeof p.id).toBe('number');
    expect((p.exp as number) - (p.iat as number)).toBe(1800);
  });

  test('When /graphql gets a valid token, Then it answers', async () => {
    await gql(`Bearer ${token}`).expect(200);
  });

  test('When it is not signed in, Then /api/session-token is 401', async () => {
    const res = await request(server.url).get('/api/session-token');
    expect(res.status).toBe(401);
  });

  const secret = () => server.config.sessionSecret;
  const payload = () => ({ ...(jwt.decode(token) as Record<string, unknown>) });

  test.each([
    [
      'alg none',
      () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload())).toString('base64url')}.`,
    ],
    ['a wrong key', () => jwt.sign(payload(), 'not-the-key')],
    ['the raw secret (no kind separation)', () => jwt.sign(payload(), secret())],
    ['HS512 with the right key', () => jwt.sign(payload(), tokenKey(secret(), 'session'), { algorithm: 'HS512' })],
    [
      'an expired token',
      () => jwt.sign({ ...payload(), exp: Math.floor(Date.now() / 1000) - 10 }, tokenKey(secret(), 'session')),
    ],
    [
      'no exp',
      () => {
        const { exp: _exp, ...rest } = payload();
        return jwt.sign(rest, tokenKey(secret(), 'session'));
      },
    ],
    ['another token type', () => jwt.sign({ ...payload(), typ: 'apply' }, tokenKey(secret(), 'session'))],
    ['an apply-kind key', () => jwt.sign(payload(), tokenKey(secret(), 'apply'))],
    ['garbage', () => 'abc.def.ghi'],
  ])('When the token is %s, Then /graphql answers 401', async (_label, make) => {
    const res = await gql(`Bearer ${make()}`);
    expect(res.status).toBe(401);
  });

  test.each(MALFORMED_JWTS.map((t) => [t.slice(0, 40), t]))(
    'When the bearer token is malformed (%s…), Then 401, never a 500',
    async (_l, token) => {
      const res = await gql(`Bearer ${token}`);
      expect(token.length > 16_000 ? [401, 431] : [401]).toContain(res.status);
    },
  );
});

describe('Session tokens end with their session (SECURITY 7.4.1)', () => {
  const ctx = useServerWithMail();
  const PASSWORD = 'Token-Passw0rd!';

  async function signedIn(email: string) {
    const agent = request.agent(ctx.server.url);
    await agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
    const token = (await agent.get('/api/session-token').expect(200)).body.token as string;
    return { agent, token };
  }

  const gql = (token: string) =>
    request(ctx.server.url)
      .post('/graphql')
      .set('Accept', 'application/json')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: '{ ok }' });

  beforeAll(async () => {
    for (const email of ['out@example.com', 'reset@example.com', 'gone@example.com']) {
      await ctx.server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'T',
        lastName: 'K',
        confirmed: true,
      });
    }
  });

  test('When the user deletes the account, Then the bearer token of that session is refused', async () => {
    const { agent, token } = await signedIn('gone@example.com');
    await gql(token).expect(200);
    await agent.post('/api/me/delete-account').send({ password: PASSWORD }).expect(200);
    expect((await gql(token)).status).toBe(401);
  });

  test('When the user logs out, Then the bearer token of that session is refused, also after a restart of the check', async () => {
    const { agent, token } = await signedIn('out@example.com');
    await gql(token).expect(200);
    await agent.post('/logout').expect(303);
    expect((await gql(token)).status).toBe(401);
    // A new sign-in issues tokens that work again; the old one stays refused.
    const again = await signedIn('out@example.com');
    await gql(again.token).expect(200);
    expect((await gql(token)).status).toBe(401);
  });

  test('When the password is reset, Then earlier bearer tokens are refused', async () => {
    const { token } = await signedIn('reset@example.com');
    await gql(token).expect(200);
    await request(ctx.server.url).post('/api/request-password-reset').send({ email: 'reset@example.com' }).expect(200);
    const mail = await ctx.smtp.waitFor('reset@example.com', /Reset your/);
    const resetToken = new URL(linksIn(mail)[0]!).searchParams.get('token');
    await request(ctx.server.url)
      .post('/api/reset-password')
      .send({ token: resetToken, password: 'Another-Passw0rd!' })
      .expect(200);
    expect((await gql(token)).status).toBe(401);
  });
});
