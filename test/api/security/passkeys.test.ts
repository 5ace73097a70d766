/**
 * Passkeys (WebAuthn) and step-up (docs/SECURITY.md, "Passkeys and step-up"), over real HTTP and a
 * real database. Past 300 lines because step-up's stories share the passkey steps above them. A software authenticator (ES256 keys, 'none' attestation) answers the server's
 * options; the server's verification is @simplewebauthn/server's, unchanged.
 */
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { ErrorCode } from '../../../common/errors';
import { MFA_MESSAGES } from '../../../common/mfa';
import { PASSKEY_API, PASSKEY_MESSAGES, passkeyPath, type PasskeysAnswer } from '../../../common/passkeys';
import { startTestServer, type TestServer } from '../../helpers/server';
import { aJob } from '../../helpers/jobs';
import { SoftAuthenticator } from '../../helpers/soft-authenticator';

const PASSWORD = 'Passk3y-Passw0rd!';
const MINUTE = 60_000;
const DAY = 86_400_000;
type Agent = ReturnType<typeof request.agent>;

describe('Passkeys', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;

  async function signedIn(email: string, role: 'candidate' | 'staff' = 'candidate') {
    const id = await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Pat',
      lastName: 'Key',
      role,
      confirmed: true,
    });
    const agent = request.agent(server.url);
    await agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
    return { id, agent };
  }

  async function actions(userId: number) {
    const rows = await db().selectFrom('auditEvent').select('action').where('userId', '=', userId).execute();
    return rows.map((r) => r.action);
  }

  /** Registers a passkey of `authenticator` for the signed-in `agent`. */
  async function register(agent: Agent, authenticator: SoftAuthenticator, name: string) {
    const options = (await agent.post(PASSKEY_API.registrationOptions).send({}).expect(200)).body;
    return agent.post(PASSKEY_API.list).send({ name, response: authenticator.create(options) });
  }

  /** A passwordless sign-in from a fresh browser; answers the agent and the response. */
  async function passkeySignIn(authenticator: SoftAuthenticator, over: Parameters<SoftAuthenticator['get']>[1] = {}) {
    const agent = request.agent(server.url);
    const options = (await agent.post(PASSKEY_API.loginOptions).send({}).expect(200)).body;
    const res = await agent.post(PASSKEY_API.login).send({ response: authenticator.get(options, over) });
    return { agent, res, options };
  }

  test('Given a candidate adds a named passkey, When they sign in with it from another browser, Then no password or code is asked and it is listed as used', async () => {
    const pat = await signedIn('pat.passkey@example.com');
    const device = new SoftAuthenticator(server.url);
    const options = (await pat.agent.post(PASSKEY_API.registrationOptions).send({}).expect(200)).body;
    // Discoverable credentials are required; the relying party is PUBLIC_URL's host.
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.rp.id).toBe('localhost');
    const added = await pat.agent
      .post(PASSKEY_API.list)
      .send({ name: 'Work laptop', response: device.create(options) });
    expect(added.status).toBe(200);
    expect(added.body.passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    // Its owner is told by mail.
    const notice = await db()
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', 'pat.passkey@example.com')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toMatch(/sign-in settings changed$/);
    expect(notice.textBody).toContain('A passkey named “Work laptop” was added');

    // The challenge was single use: the same answer again is refused.
    const again = await pat.agent.post(PASSKEY_API.list).send({ name: 'Again', response: device.create(options) });
    expect(again.status).toBe(400);

    const { agent, res } = await passkeySignIn(device);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, redirectTo: '/' });
    expect((await agent.get('/api/is-user').expect(200)).body).toEqual({ isUser: true });
    const listed: PasskeysAnswer = (await agent.get(PASSKEY_API.list).expect(200)).body;
    expect(listed.passkeys).toHaveLength(1);
    expect(listed.passkeys[0]!.lastUsedAt).not.toBeNull();
    expect(await actions(pat.id)).toEqual(expect.arrayContaining(['passkey.added', 'passkey.signed_in']));
    const row = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('userId', '=', pat.id)
      .where('action', '=', 'passkey.signed_in')
      .executeTakeFirstOrThrow();
    expect(describeAuditEvent(row.action, row.detail)).toBe('Signed in with the passkey “Work laptop”.');
  });

  test('Given an account with a TOTP app, When it signs in with a passkey, Then the passkey counts as both factors', async () => {
    const sam = await signedIn('sam.passkey@example.com');
    const start = (await sam.agent.post('/api/account/two-factor/enrolment').expect(200)).body;
    const code = new TOTP({ secret: Secret.fromBase32(start.secret) }).generate({ timestamp: server.services.clock() });
    await sam.agent.post('/api/account/two-factor/enrolment/confirm').send({ code }).expect(200);
    const device = new SoftAuthenticator(server.url);
    await register(sam.agent, device, 'Phone').then((r) => expect(r.status).toBe(200));

    const { agent, res } = await passkeySignIn(device);
    expect(res.status).toBe(200);
    expect((await agent.get('/api/is-user').expect(200)).body).toEqual({ isUser: true });
  });

  test('Given staff with a TOTP app and no phone, When step-up is answered with the password and a recovery code, Then it confirms once, and the same code never again', async () => {
    const rae = await signedIn('rae.recovery@example.com', 'staff');
    const start = (await rae.agent.post('/api/account/two-factor/enrolment').expect(200)).body;
    const code = new TOTP({ secret: Secret.fromBase32(start.secret) }).generate({ timestamp: server.services.clock() });
    const { recoveryCodes } = (
      await rae.agent.post('/api/account/two-factor/enrolment/confirm').send({ code }).expect(200)
    ).body as { recoveryCodes: string[] };
    server.advance(11 * 60_000);
    expect((await rae.agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({
      fresh: false,
      needsCode: true,
    });
    const wrong = await rae.agent
      .post(PASSKEY_API.reauthenticate)
      .send({ password: PASSWORD, recoveryCode: 'AAAA-BBBB-CCCC' });
    expect([wrong.status, wrong.body.message]).toEqual([400, MFA_MESSAGES.wrongRecoveryCode]);
    const noPassword = await rae.agent
      .post(PASSKEY_API.reauthenticate)
      .send({ password: 'not it', recoveryCode: recoveryCodes[0] });
    expect(noPassword.status).toBe(400);
    // Typed in lower case with spaces, as people copy them.
    const typed = recoveryCodes[0]!.toLowerCase().replace(/-/g, ' ');
    await rae.agent.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD, recoveryCode: typed }).expect(200);
    expect((await rae.agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({ fresh: true });
    server.advance(11 * 60_000);
    const again = await rae.agent
      .post(PASSKEY_API.reauthenticate)
      .send({ password: PASSWORD, recoveryCode: recoveryCodes[0] });
    expect([again.status, again.body.message]).toEqual([400, MFA_MESSAGES.wrongRecoveryCode]);
    expect(await actions(rae.id)).toEqual(
      expect.arrayContaining(['mfa.recovery_code_used', 'account.reauthenticated']),
    );
  });

  test('A credential of one account never signs in another, a counter that goes backwards is refused, and so is a replayed or stale challenge', async () => {
    const ann = await signedIn('ann.passkey@example.com');
    const bob = await signedIn('bob.passkey@example.com');
    const annDevice = new SoftAuthenticator(server.url);
    const bobDevice = new SoftAuthenticator(server.url);
    await register(ann.agent, annDevice, 'Ann key').then((r) => expect(r.status).toBe(200));
    await register(bob.agent, bobDevice, 'Bob key').then((r) => expect(r.status).toBe(200));
    const bobHandle = bobDevice.credentials[0]!.userHandle;

    // Ann's credential presented with Bob's user handle: refused, nobody signed in.
    const swapped = await passkeySignIn(annDevice, { userHandle: bobHandle });
    expect([swapped.res.status, swapped.res.body.message]).toEqual([401, PASSKEY_MESSAGES.signInFailed]);
    expect((await swapped.agent.get('/api/is-user')).body).toEqual({ isUser: false });
    // Without a user handle (not a discoverable answer): refused.
    expect((await passkeySignIn(annDevice, { userHandle: null })).res.status).toBe(401);
    // A bad signature: refused.
    expect((await passkeySignIn(annDevice, { badSignature: true })).res.status).toBe(401);

    // Signed in with her own: Ann's session is Ann's, not Bob's.
    const ok = await passkeySignIn(annDevice, { counter: 10 });
    expect(ok.res.status).toBe(200);
    const me = await ok.agent.get(PASSKEY_API.list).expect(200);
    expect(me.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['Ann key']);

    // The counter went to 10; 5 (a clone, or a replay) is refused, and so is 10 again.
    expect((await passkeySignIn(annDevice, { counter: 5 })).res.status).toBe(401);
    expect((await passkeySignIn(annDevice, { counter: 10 })).res.status).toBe(401);

    // The same challenge twice: the second is refused.
    const agent = request.agent(server.url);
    const options = (await agent.post(PASSKEY_API.loginOptions).send({}).expect(200)).body;
    await agent
      .post(PASSKEY_API.login)
      .send({ response: annDevice.get(options) })
      .expect(200);
    const replay = await agent.post(PASSKEY_API.login).send({ response: annDevice.get(options) });
    expect([replay.status, replay.body.message]).toEqual([401, PASSKEY_MESSAGES.challengeExpired]);

    // A challenge older than 5 minutes is refused.
    const late = request.agent(server.url);
    const lateOptions = (await late.post(PASSKEY_API.loginOptions).send({}).expect(200)).body;
    server.advance(5 * MINUTE + 1000);
    const expired = await late.post(PASSKEY_API.login).send({ response: annDevice.get(lateOptions) });
    expect([expired.status, expired.body.message]).toEqual([401, PASSKEY_MESSAGES.challengeExpired]);
    expect(await actions(ann.id)).toEqual(expect.arrayContaining(['passkey.failed', 'passkey.signed_in']));
  });

  test('A deactivated account is refused, and an account past its failed sign-ins is throttled like passwords', async () => {
    const dee = await signedIn('dee.passkey@example.com');
    const device = new SoftAuthenticator(server.url);
    await register(dee.agent, device, 'Dee key').then((r) => expect(r.status).toBe(200));

    await db()
      .updateTable('userAccount')
      .set({ deactivatedAt: server.services.clock() })
      .where('id', '=', dee.id)
      .execute();
    expect((await passkeySignIn(device)).res.status).toBe(401);
    await db().updateTable('userAccount').set({ deactivatedAt: null }).where('id', '=', dee.id).execute();

    for (let i = 0; i < 5; i++) expect((await passkeySignIn(device, { badSignature: true })).res.status).toBe(401);
    const throttled = await passkeySignIn(device);
    expect([throttled.res.status, throttled.res.body.code]).toEqual([429, ErrorCode.RATE_LIMITED]);
    server.advance(16 * MINUTE);
    expect((await passkeySignIn(device)).res.status).toBe(200);
  });

  test('Removing a passkey takes the password; a wrong one, or another account, removes nothing', async () => {
    const eve = await signedIn('eve.passkey@example.com');
    const other = await signedIn('olly.passkey@example.com');
    const device = new SoftAuthenticator(server.url);
    const id: number = (await register(eve.agent, device, 'Old phone')).body.passkey.id;

    const tampered = await eve.agent.post(PASSKEY_API.list).send({
      name: 'x',
      response: device.create((await eve.agent.post(PASSKEY_API.registrationOptions).send({})).body, {
        origin: 'https://evil.example',
      }),
    });
    expect([tampered.status, tampered.body.message]).toEqual([400, PASSKEY_MESSAGES.verificationFailed]);
    expect((await eve.agent.post(PASSKEY_API.list).send({ name: ' ', response: {} })).status).toBe(400);

    expect((await other.agent.delete(passkeyPath(id)).send({ password: PASSWORD })).status).toBe(404);
    expect((await eve.agent.delete(passkeyPath(id)).send({ password: 'wrong' })).status).toBe(400);
    expect((await eve.agent.delete(passkeyPath(id)).send({})).status).toBe(400);
    await eve.agent.delete(passkeyPath(id)).send({ password: PASSWORD }).expect(200);
    expect((await eve.agent.get(PASSKEY_API.list).expect(200)).body.passkeys).toEqual([]);
    expect((await passkeySignIn(device)).res.status).toBe(401);
    expect(await actions(eve.id)).toEqual(expect.arrayContaining(['passkey.added', 'passkey.removed']));
  });

  test('Step-up: a staff session older than 10 minutes gets STEP_UP_REQUIRED on a signed document until it re-authenticates (password, or a passkey)', async () => {
    const staff = await signedIn('robin.stepup@example.com', 'staff');
    const casey = await signedIn('casey.stepup@example.com');
    const template = await staff.agent
      .post('/api/staff/credential-templates')
      .send({ formTitle: 'Licence', instructions: 'Front side.' })
      .expect(200);
    const due = new Date(server.services.clock() + 7 * DAY).toISOString().slice(0, 10);
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.body.id, emails: 'casey.stepup@example.com', dueDate: due })
      .expect(200);
    const docs = await casey.agent.post('/graphql').send({ query: '{ myDocuments { id docHandle kind } }' });
    const doc = (docs.body.data.myDocuments as { id: number; docHandle: string; kind: string }[]).find(
      (d) => d.kind === 'credential',
    )!;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const expiresOn = new Date(server.services.clock() + 400 * DAY).toISOString().slice(0, 10);
    await casey.agent
      .post(`/api/documents/${doc.docHandle}/credential`)
      .field('number', 'D-1')
      .field('expiresOn', expiresOn)
      .attach('credential', png, { filename: 'photo.png' })
      .expect(200);
    const review = (await staff.agent.get(`/api/staff/documents/${doc.id}`).expect(200)).body;
    const pdfUrl: string = review.pdfUrl;

    // Just signed in: the download works.
    await staff.agent.get(pdfUrl).buffer(true).expect(200);
    expect((await staff.agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({ fresh: true });

    // 11 minutes on (active, so within the 30-minute idle timeout): step-up is required.
    server.advance(11 * MINUTE);
    const stale = await staff.agent.get(pdfUrl);
    expect([stale.status, stale.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);
    expect((await staff.agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toEqual({
      fresh: false,
      needsCode: false,
      hasPasskey: false,
      sso: false,
      ssoFailure: null,
    });
    expect((await staff.agent.post(PASSKEY_API.reauthenticate).send({ password: 'wrong' })).status).toBe(400);
    expect((await staff.agent.get(pdfUrl)).status).toBe(401);
    await staff.agent.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD }).expect(200);
    await staff.agent.get(pdfUrl).buffer(true).expect(200);

    // With a passkey of the account's own, another 11 minutes on.
    const device = new SoftAuthenticator(server.url);
    await register(staff.agent, device, 'Desk key').then((r) => expect(r.status).toBe(200));
    server.advance(11 * MINUTE);
    expect((await staff.agent.get(pdfUrl)).status).toBe(401);
    // Another account's passkey does not re-authenticate this one.
    const strangerDevice = new SoftAuthenticator(server.url);
    await register(casey.agent, strangerDevice, 'Casey key').then((r) => expect(r.status).toBe(200));
    const wrongOptions = (await staff.agent.post(PASSKEY_API.reauthOptions).send({}).expect(200)).body;
    const wrong = await staff.agent
      .post(PASSKEY_API.reauthenticate)
      .send({ passkey: strangerDevice.get(wrongOptions) });
    expect(wrong.status).toBe(400);
    const options = (await staff.agent.post(PASSKEY_API.reauthOptions).send({}).expect(200)).body;
    await staff.agent
      .post(PASSKEY_API.reauthenticate)
      .send({ passkey: device.get(options) })
      .expect(200);
    await staff.agent.get(pdfUrl).buffer(true).expect(200);
    expect(await actions(staff.id)).toEqual(expect.arrayContaining(['account.reauthenticated']));
  });

  test('Step-up: an old session exports applicants, changes a role or makes an API key only after it re-authenticates', async () => {
    const adminId = await server.services.auth.createUser({
      email: 'ada.stepup@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    const admin = request.agent(server.url);
    await admin
      .post('/login')
      .type('form')
      .send({ username: 'ada.stepup@example.com', password: PASSWORD })
      .expect(303);
    const sam = await signedIn('sam.stepup@example.com', 'staff');
    const [jobId] = await server.services.jobs.createJobs([aJob('Picker', server.services.clock())]);
    const sensitive = {
      export: () => admin.get(`/api/staff/jobs/${jobId}/applicants.csv`),
      role: () => admin.put(`/api/staff/accounts/${sam.id}/role`).send({ role: 'admin' }),
      apiKey: () => admin.post('/api/admin/api-keys').send({ name: 'ATS', scopes: ['jobs:read'] }),
    };
    server.advance(11 * MINUTE);
    for (const call of Object.values(sensitive)) {
      const res = await call();
      expect([res.status, res.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);
    }
    // Nothing happened meanwhile.
    const role = () => db().selectFrom('userAccount').select('role').where('id', '=', sam.id).executeTakeFirstOrThrow();
    expect((await role()).role).toBe('staff');
    expect(await db().selectFrom('apiKey').select('id').execute()).toEqual([]);

    await admin.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD }).expect(200);
    expect((await sensitive.export()).status).toBe(200);
    expect((await sensitive.role()).status).toBe(200);
    expect((await sensitive.apiKey()).status).toBe(200);
    expect((await role()).role).toBe('admin');
    expect(await actions(adminId)).toEqual(expect.arrayContaining(['account.reauthenticated']));
  });
});
