/** The SPEC §3 session token and /graphql's optional access token (SECURITY 9.1.1-9.2.3). */
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { APPLICATION_NAME, tokenKey } from '../../server/features/auth/session-token';
import { startTestServer, type TestServer } from '../helpers/server';

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

  test('Then it carries the SPEC §3 claims and expires in 30 minutes', () => {
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
});
