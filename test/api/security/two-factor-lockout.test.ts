/**
 * Wrong two-factor codes from someone who has the password (docs/SECURITY.md, "Two-factor sign-in
 * and sessions"): they lock codes for their own browser, not the owner's; codes from many places
 * lock codes for the account, and then a recovery code or a passkey still signs the owner in. The
 * audit log says what a right password did when the second step waits or is locked: never "Signed in."
 * Clients are told apart by their address (TRUST_PROXY, X-Forwarded-For).
 */
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { MFA_API, MFA_MESSAGES } from '../../../common/mfa';
import { PASSKEY_API } from '../../../common/passkeys';
import { SoftAuthenticator } from '../../helpers/soft-authenticator';
import { startTestServer, type TestServer } from '../../helpers/server';

const PASSWORD = 'Tr1cky-Passw0rd!';
const OWNER_IP = '198.51.100.20';

describe('Two-factor lockout', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;
  const from = (ip: string) => request.agent(server.url).set('X-Forwarded-For', ip);
  const codeAt = (secret: string, steps: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: server.services.clock() + steps * 30_000,
    });
  /** A code that is none of the window's (the step before, now, the step after). */
  const wrongCode = (secret: string, n: number) => {
    const window = [-1, 0, 1].map((s) => codeAt(secret, s));
    let code = String(100_000 + n);
    while (window.includes(code)) code = String(Number(code) + 1);
    return code;
  };
  const passwordStep = (agent: ReturnType<typeof from>, email: string) =>
    agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);

  /** An account with a passkey and an authenticator app; answers the app's secret and recovery codes. */
  async function enrolled(email: string) {
    const userId = await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Olive',
      lastName: 'Owner',
      confirmed: true,
    });
    const agent = from(OWNER_IP);
    await passwordStep(agent, email);
    const device = new SoftAuthenticator(server.url);
    const options = (await agent.post(PASSKEY_API.registrationOptions).send({}).expect(200)).body;
    await agent
      .post(PASSKEY_API.list)
      .send({ name: 'Laptop', response: device.create(options) })
      .expect(200);
    const secret: string = (await agent.post(MFA_API.enrolment).expect(200)).body.secret;
    const confirmed = await agent
      .post(MFA_API.confirm)
      .send({ code: codeAt(secret, 0) })
      .expect(200);
    await agent.post('/logout').expect(303);
    return { userId, secret, codes: confirmed.body.recoveryCodes as string[], device };
  }

  /** Five wrong codes after the password, from `ip`. */
  async function guess(email: string, secret: string, ip: string) {
    const attacker = from(ip);
    await passwordStep(attacker, email);
    for (let i = 0; i < 5; i += 1)
      await attacker
        .post(MFA_API.secondFactor)
        .send({ code: wrongCode(secret, i) })
        .expect(400);
    return attacker;
  }

  async function loginEvents(userId: number) {
    const rows = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('userId', '=', userId)
      .where('action', 'like', 'login.%')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      action: r.action,
      detail: JSON.parse(r.detail ?? '{}'),
      text: describeAuditEvent(r.action, r.detail),
    }));
  }

  test('When someone with the password sends five wrong codes, Then only their browser is locked: the owner signs in with a code from theirs', async () => {
    const { secret } = await enrolled('olive@example.com');
    const attacker = await guess('olive@example.com', secret, '203.0.113.7');
    const locked = await attacker.post(MFA_API.secondFactor).send({ code: codeAt(secret, 1) });
    expect([locked.status, locked.body.message]).toEqual([429, MFA_MESSAGES.codesLocked]);

    const owner = from(OWNER_IP);
    await passwordStep(owner, 'olive@example.com');
    await owner
      .post(MFA_API.secondFactor)
      .send({ code: codeAt(secret, 1) })
      .expect(200);
    await owner.get('/api/is-user').expect(200, { isUser: true });
  });

  test('When wrong codes come from many places, Then codes are locked for the account, and a recovery code or a passkey still signs the owner in', async () => {
    const { secret, codes, device } = await enrolled('pia@example.com');
    await guess('pia@example.com', secret, '203.0.113.21');
    await guess('pia@example.com', secret, '203.0.113.22');

    const owner = from(OWNER_IP);
    await passwordStep(owner, 'pia@example.com');
    const refused = await owner.post(MFA_API.secondFactor).send({ code: codeAt(secret, 1) });
    expect([refused.status, refused.body.message]).toEqual([429, MFA_MESSAGES.codesLocked]);
    await owner.post(MFA_API.secondFactor).send({ recoveryCode: codes[0] }).expect(200);
    await owner.get('/api/is-user').expect(200, { isUser: true });

    const laptop = from(OWNER_IP);
    const options = (await laptop.post(PASSKEY_API.loginOptions).send({}).expect(200)).body;
    await laptop
      .post(PASSKEY_API.login)
      .send({ response: device.get(options) })
      .expect(200);
    await laptop.get('/api/is-user').expect(200, { isUser: true });
  });

  test('When the password is right, Then the log says it waits for the second step, or that the step is locked, and never "Signed in."', async () => {
    const { userId, secret } = await enrolled('quinn@example.com');
    const before = (await loginEvents(userId)).length;
    await guess('quinn@example.com', secret, '203.0.113.31');
    // The same browser again, now locked.
    await passwordStep(from('203.0.113.31'), 'quinn@example.com');

    const events = (await loginEvents(userId)).slice(before);
    expect(events).toEqual([
      {
        action: 'login.password_accepted',
        detail: { secondFactor: 'asked' },
        text: 'Password accepted; the sign-in waits for the second step.',
      },
      {
        action: 'login.password_accepted',
        detail: { secondFactor: 'locked' },
        text: 'Password accepted, but the sign-in stopped: the second step is locked after too many wrong codes.',
      },
    ]);
  });
});
