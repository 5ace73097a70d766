/**
 * Two-factor sign-in with TOTP, recovery codes and the account's sessions list (docs/SECURITY.md,
 * "Two-factor sign-in and sessions"), over real HTTP and a real database. Past 300 lines because
 * its stories share one server and the enrolment each of them starts from.
 */
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { ErrorCode } from '../../../common/errors';
import { MFA_API, MFA_MESSAGES, RECOVERY_CODE_COUNT, sessionPath, type SessionsAnswer } from '../../../common/mfa';
import { loadConfig } from '../../../server/config';
import { pageStateOf } from '../../helpers/page-state';
import { startTestServer, type TestServer } from '../../helpers/server';

const PASSWORD = 'Tr1cky-Passw0rd!';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Agent = ReturnType<typeof request.agent>;

describe('Two-factor sign-in', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MFA_REQUIRED_FOR_STAFF: 'true' });
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;
  const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  /** The code of the step `steps` away from the server's clock. */
  const codeAt = (secret: string, steps = 0) =>
    totp(secret).generate({ timestamp: server.services.clock() + steps * 30_000 });

  async function account(email: string, role: 'candidate' | 'staff' = 'candidate') {
    return server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Tess',
      lastName: 'Tot',
      role,
      confirmed: true,
    });
  }

  /** The notices mailed to `email` that its sign-in settings changed, oldest first. */
  async function notices(email: string) {
    const rows = await db()
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', email)
      .where('subject', 'like', '%sign-in settings changed')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.textBody.split('\n')[2]);
  }

  function agentAs(userAgent = FIREFOX): Agent {
    return request.agent(server.url).set('User-Agent', userAgent);
  }

  function passwordStep(agent: Agent, email: string, redirectTo = '') {
    return agent.post('/login').type('form').send({ username: email, password: PASSWORD, redirectTo });
  }

  async function actions(userId: number) {
    const rows = await db().selectFrom('auditEvent').select('action').where('userId', '=', userId).execute();
    return rows.map((r) => r.action);
  }

  /** Signs in, enrols, and answers the secret and the recovery codes. */
  async function enrolled(email: string, agent = agentAs()) {
    const userId = await account(email);
    await passwordStep(agent, email).expect(303);
    const start = await agent.post(MFA_API.enrolment).expect(200);
    expect(start.body.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(start.body.otpauthUri).toContain(`secret=${start.body.secret}`);
    const secret: string = start.body.secret;
    // A wrong first code does not turn it on, and says what to check (nothing was used yet).
    const wrong = await agent
      .post(MFA_API.confirm)
      .send({ code: '000000' === codeAt(secret) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.message).toBe(MFA_MESSAGES.wrongSetupCode);
    const enrolmentCode = codeAt(secret);
    const confirmed = await agent.post(MFA_API.confirm).send({ code: enrolmentCode }).expect(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    return { userId, secret, codes, agent, enrolmentCode };
  }

  test('When a candidate enrols, Then the secret is stored encrypted, never answered again, and ten recovery codes are shown once', async () => {
    const { userId, secret, codes, agent } = await enrolled('enrol@example.com');
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const stored = await db()
      .selectFrom('authFactor')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    const hashes = await db().selectFrom('recoveryCode').select('codeHash').where('userId', '=', userId).execute();
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);
    const status = await agent.get(MFA_API.status).expect(200);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT, required: false });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    // Enrolling again is refused: the secret is never handed out a second time.
    await agent.post(MFA_API.enrolment).expect(409);
    expect(await actions(userId)).toContain('mfa.enrolled');
    // The owner hears of it by mail, with a link to review their settings.
    expect(await notices('enrol@example.com')).toEqual([
      expect.stringMatching(
        /^Two-step sign-in with an authenticator app was turned on on \w{3} \d+, \d{4} .* Central Time\.$/,
      ),
    ]);
  });

  test('When a TOTP account signs in, Then the password alone does not sign in, and a fresh code does; reused, old and wrong codes are refused', async () => {
    const { userId, secret, enrolmentCode } = await enrolled('totp@example.com');
    const browser = agentAs();
    const first = await passwordStep(browser, 'totp@example.com', '/jobs').expect(303);
    expect(first.headers.location).toBe('/login?r=%2Fjobs');
    await browser.get('/api/is-user').expect(200, { isUser: false });
    expect(pageStateOf((await browser.get('/login?r=%2Fjobs')).text).loginSecondFactor).toBe(true);

    // The enrolment's code again is a reuse (the very code: a 30 s step may have passed since).
    const reused = await browser.post(MFA_API.secondFactor).send({ code: enrolmentCode }).expect(400);
    expect(reused.body.message).toBe(MFA_MESSAGES.wrongCode);
    await browser
      .post(MFA_API.secondFactor)
      .send({ code: codeAt(secret, -2) })
      .expect(400);
    const wrong = String((Number(codeAt(secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    await browser.post(MFA_API.secondFactor).send({ code: wrong }).expect(400);
    await browser.get('/api/is-user').expect(200, { isUser: false });

    // One step ahead is within the window, once.
    const next = codeAt(secret, 1);
    const done = await browser.post(MFA_API.secondFactor).send({ code: next }).expect(200);
    expect(done.body).toEqual({ ok: true, redirectTo: '/jobs' });
    expect(await actions(userId)).toContain('mfa.verified');
    await browser.get('/api/is-user').expect(200, { isUser: true });
    // The sessions list says how each session signed in.
    const methods = (await browser.get(MFA_API.sessions).expect(200)).body as SessionsAnswer;
    expect(methods.sessions.find((s) => s.current)).toMatchObject({ method: 'totp' });

    const other = agentAs(SAFARI);
    await passwordStep(other, 'totp@example.com').expect(303);
    await other.post(MFA_API.secondFactor).send({ code: next }).expect(400);
    await other.get('/api/is-user').expect(200, { isUser: false });
    const failed = await actions(userId);
    expect(failed.filter((a) => a === 'mfa.failed')).toHaveLength(4);
  });

  test('When the second step waits past 5 minutes, or none is pending, Then it is refused as unauthenticated', async () => {
    const { secret } = await enrolled('late@example.com');
    await request(server.url).post(MFA_API.secondFactor).send({ code: '123456' }).expect(401);
    const browser = agentAs();
    await passwordStep(browser, 'late@example.com').expect(303);
    server.advance(5 * 60_000 + 1_000);
    const late = await browser
      .post(MFA_API.secondFactor)
      .send({ code: codeAt(secret) })
      .expect(401);
    expect(late.body.message).toBe(MFA_MESSAGES.noPendingSignIn);
    await browser.post(MFA_API.secondFactor).send({ code: 'abc' }).expect(401);
  });

  test('When wrong codes keep coming, Then after 5 the second step is locked even for the right code', async () => {
    const { userId, secret } = await enrolled('locked@example.com');
    const browser = agentAs();
    await passwordStep(browser, 'locked@example.com').expect(303);
    for (let i = 0; i < 5; i += 1) {
      await browser
        .post(MFA_API.secondFactor)
        .send({ code: '99999' + String(i) })
        .expect(400);
    }
    const locked = await browser
      .post(MFA_API.secondFactor)
      .send({ code: codeAt(secret, 1) })
      .expect(429);
    expect(locked.body.code).toBe(ErrorCode.RATE_LIMITED);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(await actions(userId)).toContain('mfa.throttled');
    await browser.get('/api/is-user').expect(200, { isUser: false });
  });

  test('When a recovery code is used, Then it signs in once and never again', async () => {
    const { userId, codes } = await enrolled('recover@example.com');
    const browser = agentAs();
    await passwordStep(browser, 'recover@example.com').expect(303);
    // Typed in lower case and without dashes, it still counts.
    const typed = codes[3]!.toLowerCase().replace(/-/g, ' ');
    await browser.post(MFA_API.secondFactor).send({ recoveryCode: typed }).expect(200);
    await browser.get('/api/is-user').expect(200, { isUser: true });
    expect((await browser.get(MFA_API.status)).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    const again = agentAs(SAFARI);
    await passwordStep(again, 'recover@example.com').expect(303);
    const refused = await again.post(MFA_API.secondFactor).send({ recoveryCode: codes[3] }).expect(400);
    expect(refused.body.message).toBe(MFA_MESSAGES.wrongRecoveryCode);
    await again.post(MFA_API.secondFactor).send({ recoveryCode: codes[4] }).expect(200);
    const all = await actions(userId);
    expect(all.filter((a) => a === 'mfa.recovery_code_used')).toHaveLength(2);
    expect((await notices('recover@example.com')).slice(1)).toEqual([
      expect.stringContaining('A recovery code was used to sign in (9 left)'),
      expect.stringContaining('A recovery code was used to sign in (8 left)'),
    ]);
    // The staff console's audit log says it in words.
    const last = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('userId', '=', userId)
      .where('action', '=', 'mfa.recovery_code_used')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(describeAuditEvent(last.action, last.detail)).toBe('Signed in with a recovery code (8 codes left).');

    // New codes replace the old ones (the password re-authenticates).
    const fresh = await again.post(MFA_API.recoveryCodes).send({ password: PASSWORD }).expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const third = agentAs();
    await passwordStep(third, 'recover@example.com').expect(303);
    await third.post(MFA_API.secondFactor).send({ recoveryCode: codes[5] }).expect(400);
    await third.post(MFA_API.secondFactor).send({ recoveryCode: fresh.body.recoveryCodes[0] }).expect(200);
  });

  test('When two-factor is disabled, Then it needs a current code or the password, and the password alone signs in again', async () => {
    const { userId, agent, secret } = await enrolled('disable@example.com');
    await agent.post(MFA_API.disable).send({}).expect(400);
    const wrong = await agent.post(MFA_API.disable).send({ password: 'Not-the-passw0rd' }).expect(400);
    expect(wrong.body.message).toBe(MFA_MESSAGES.wrongPassword);
    await agent
      .post(MFA_API.disable)
      .send({ code: codeAt(secret, 1) })
      .expect(200);
    expect((await agent.get(MFA_API.status)).body.enabled).toBe(false);
    expect(await db().selectFrom('recoveryCode').select('id').where('userId', '=', userId).execute()).toHaveLength(0);
    expect(await actions(userId)).toContain('mfa.disabled');
    expect(await notices('disable@example.com')).toEqual([
      expect.stringContaining('was turned on'),
      expect.stringContaining('was turned off'),
    ]);
    const browser = agentAs();
    await passwordStep(browser, 'disable@example.com').expect(303, /Redirecting to \//);
    await browser.get('/api/is-user').expect(200, { isUser: true });
  });

  test("When MFA_REQUIRED_FOR_STAFF is on, Then staff without TOTP land on the set-up and the console answers 403 until they enrol; viewing as a candidate shows none of the candidate's sign-in", async () => {
    await account('staffer@example.com', 'staff');
    const browser = agentAs();
    const signedIn = await passwordStep(browser, 'staffer@example.com').expect(303);
    expect(signedIn.headers.location).toBe('/account/security');
    const refused = await browser.get('/api/staff/candidates').expect(403);
    expect(refused.body.code).toBe(ErrorCode.MFA_ENROLMENT_REQUIRED);
    expect(refused.body.message).toBe(MFA_MESSAGES.enrolmentRequired);
    await browser.post('/graphql').send({ query: '{ __typename }' }).expect(403);
    expect(pageStateOf((await browser.get('/account/security')).text).mfaEnrolmentRequired).toBe(true);
    expect((await browser.get(MFA_API.status).expect(200)).body.required).toBe(true);

    const start = await browser.post(MFA_API.enrolment).expect(200);
    await browser
      .post(MFA_API.confirm)
      .send({ code: codeAt(start.body.secret) })
      .expect(200);
    await browser.get('/api/staff/candidates').expect(200);
    // Candidates are not asked to enrol.
    const candidateId = await account('cand@example.com');
    const candidate = agentAs();
    expect((await passwordStep(candidate, 'cand@example.com').expect(303)).headers.location).toBe('/');

    // Viewing as the candidate, the staff member neither reads nor changes the candidate's sign-in.
    await browser.post(`/api/staff/candidates/${candidateId}/view-as`).expect(200);
    const viewing = await browser.get(MFA_API.sessions).expect(403);
    expect(viewing.body.code).toBe(ErrorCode.VIEWING_AS_CANDIDATE);
    await browser.post(MFA_API.enrolment).expect(403);
    await browser.post('/api/view-as/end').expect(200);
    expect((await browser.get(MFA_API.sessions).expect(200)).body.sessions).toHaveLength(1);
  });

  test('When an account is signed in from two browsers, Then both are listed, and ending one signs that browser out at once', async () => {
    const userId = await account('sessions@example.com');
    const firefox = agentAs(FIREFOX);
    const iphone = agentAs(SAFARI);
    await passwordStep(firefox, 'sessions@example.com').expect(303);
    await passwordStep(iphone, 'sessions@example.com').expect(303);

    const listed: SessionsAnswer = (await firefox.get(MFA_API.sessions).expect(200)).body;
    expect(listed.sessions).toHaveLength(2);
    const [mine, theirs] = listed.sessions;
    expect(mine).toMatchObject({
      current: true,
      device: 'Firefox on Windows',
      place: 'a local network',
      method: 'password',
    });
    expect(theirs).toMatchObject({ current: false, device: 'Safari on iPhone' });
    expect(mine!.signedInAt).not.toBeNull();
    // The id is not the session's cookie value.
    const sids = await db().selectFrom('session').select('sid').where('userId', '=', userId).execute();
    for (const { sid } of sids) expect(listed.sessions.map((s) => s.id)).not.toContain(sid);

    await firefox.delete(sessionPath('not-a-session')).expect(404);
    // This browser's own session ends with Log out, not from the list.
    const own = await firefox.delete(sessionPath(mine!.id)).expect(400);
    expect(own.body.message).toBe(MFA_MESSAGES.useLogout);
    await firefox.delete(sessionPath(theirs!.id)).expect(200);
    await iphone.get('/api/is-user').expect(200, { isUser: false });
    await iphone.get(MFA_API.sessions).expect(401);
    await firefox.get('/api/is-user').expect(200, { isUser: true });
    expect(await actions(userId)).toContain('session.ended');

    // Sign out all others: the asking browser stays.
    const third = agentAs(SAFARI);
    await passwordStep(third, 'sessions@example.com').expect(303);
    const ended = await firefox.post(MFA_API.endOthers).expect(200);
    expect(ended.body).toEqual({ ended: 1 });
    await third.get('/api/is-user').expect(200, { isUser: false });
    expect((await firefox.get(MFA_API.sessions)).body.sessions).toHaveLength(1);
    expect(await actions(userId)).toContain('session.ended_others');
  });

  test('When MFA_REQUIRED_FOR_STAFF is unset, Then it is on in production only; a value that is not a boolean is refused', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40) };
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jobs.example',
      SUPPORT_EMAIL: 'help@jobs.example',
    };
    expect(loadConfig(base).mfa.requiredForStaff).toBe(false);
    expect(loadConfig({ ...base, MFA_REQUIRED_FOR_STAFF: '' }).mfa.requiredForStaff).toBe(false);
    expect(loadConfig({ ...base, MFA_REQUIRED_FOR_STAFF: 'true' }).mfa.requiredForStaff).toBe(true);
    expect(loadConfig(production).mfa.requiredForStaff).toBe(true);
    expect(loadConfig({ ...production, MFA_REQUIRED_FOR_STAFF: 'false' }).mfa.requiredForStaff).toBe(false);
    expect(() => loadConfig({ ...base, MFA_REQUIRED_FOR_STAFF: 'maybe' })).toThrow(/MFA_REQUIRED_FOR_STAFF/);
  });

  test('When bad input reaches the endpoints, Then each answers a 4xx', async () => {
    const { agent } = await enrolled('inputs@example.com');
    await agent.post(MFA_API.disable).send({ code: 'abcdef' }).expect(400);
    await agent.post(MFA_API.disable).send({ code: 42 }).expect(400);
    await agent.post(MFA_API.recoveryCodes).send('nonsense').expect(400);
    await request(server.url).get(MFA_API.status).expect(401);
    await request(server.url).post(MFA_API.enrolment).expect(401);
    await request(server.url).delete(sessionPath('x')).expect(401);
  });
});
