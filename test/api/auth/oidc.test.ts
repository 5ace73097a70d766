/**
 * Staff single sign-on (docs/SECURITY.md, "Single sign-on") against a real OpenID provider on
 * loopback: who may enter, accounts made and roles changed by the role claim, the checks of the
 * provider's answer, step-up, OIDC_REQUIRED_FOR_STAFF and logout at the provider.
 * Past 300 lines because its stories share one provider and one portal, set up once.
 */
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { OIDC_MESSAGES, OIDC_PATHS, SSO_TEXT } from '../../../common/oidc';
import { MFA_API } from '../../../common/mfa';
import { PASSKEY_API, type StepUpStatus } from '../../../common/passkeys';
import { STAFF_HOME } from '../../../common/staff-accounts';
import { loadConfig } from '../../../server/config';
import { isSameSitePath, OPEN_REDIRECT_PAYLOADS, SAFE_REDIRECT_PATHS } from '../../fixtures/open-redirects';
import { startTestProvider, ROLE_CLAIM, type TestProvider } from '../../helpers/oidc-provider';
import { pageStateOf } from '../../helpers/page-state';
import { SoftAuthenticator } from '../../helpers/soft-authenticator';
import { startTestServer, type TestServer } from '../../helpers/server';

type Agent = ReturnType<typeof request.agent>;

const PASSWORD = 'Tr1cky-Passw0rd!';
const STAFF = 'portal-staff';
const ADMINS = 'portal-admins';

describe('Staff single sign-on', () => {
  let op: TestProvider;
  let server: TestServer;

  beforeAll(async () => {
    op = await startTestProvider();
    server = await startTestServer(
      op.env({
        OIDC_ROLE_CLAIM: ROLE_CLAIM,
        OIDC_STAFF_VALUES: `${STAFF}, recruiters`,
        OIDC_ADMIN_VALUES: ADMINS,
        OIDC_REQUIRED_FOR_STAFF: 'true',
        // A staff member signed in through the provider is not sent to enrol a TOTP app.
        MFA_REQUIRED_FOR_STAFF: 'true',
      }),
    );
    op.allow(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await op?.stop();
  });

  const db = () => server.database.db;
  const path = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };

  /** The portal's redirect to the provider, for a new browser unless one is given. */
  async function start(agent: Agent = request.agent(server.url), query = '') {
    const res = await agent.get(`${OIDC_PATHS.start}${query}`).expect(303);
    const location = res.headers.location as string;
    expect(location.startsWith(`${op.issuer}/`)).toBe(true);
    return { agent, authUrl: location };
  }

  /** The portal's answer to the provider's redirect back. */
  async function back(agent: Agent, callbackUrl: string) {
    expect(callbackUrl.startsWith(`${server.url}${OIDC_PATHS.callback}?`)).toBe(true);
    return agent.get(path(callbackUrl)).expect(303);
  }

  /** A whole sign-in as `subject`: answers the portal's last redirect and the browser. */
  async function signIn(subject: string, agent?: Agent, query = '') {
    const started = await start(agent, query);
    const res = await back(started.agent, await op.signIn(started.authUrl, subject));
    return { agent: started.agent, res };
  }

  /** A refused sign-in lands on the login page, which shows `message`; the audit says why. */
  async function expectRefused(agent: Agent, res: request.Response, reason: keyof typeof OIDC_MESSAGES) {
    expect(res.headers.location).toBe('/login');
    const page = await agent.get('/login').expect(200);
    expect(pageStateOf(page.text)).toMatchObject({ isLoggedIn: false, flash: OIDC_MESSAGES[reason] });
    const last = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', '=', 'oidc.failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const detail = JSON.parse(last.detail ?? '{}') as { reason: string; error: string };
    expect(detail).toMatchObject({ reason });
    return detail;
  }

  async function whoAmI(agent: Agent) {
    return pageStateOf((await agent.get('/jobs').expect(200)).text);
  }

  async function userByEmail(email: string) {
    return db().selectFrom('userAccount').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  }

  async function actions(userId: number) {
    const rows = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ action: r.action, ...(JSON.parse(r.detail ?? '{}') as object) }));
  }

  it('Given the role claim, When someone new signs in, Then an account is made with the claimed role, which follows the claim at each sign-in', async () => {
    op.accounts.set('sub-ruth', {
      email: 'Ruth.Provider@corp.example',
      email_verified: true,
      given_name: 'Ruth',
      family_name: 'Provider',
      groups: ['recruiters'],
    });
    // Made as staff, landing on the console (not on the two-factor set-up) with the console open.
    const first = await signIn('sub-ruth');
    expect(first.res.headers.location).toBe(STAFF_HOME);
    expect(await whoAmI(first.agent)).toMatchObject({ isLoggedIn: true, role: 'staff', mfaEnrolmentRequired: false });
    await first.agent.get('/api/staff/overview').expect(200);
    // Nor does the security screen ask them to set it up.
    expect((await first.agent.get(MFA_API.status).expect(200)).body).toMatchObject({ required: false });
    const made = await userByEmail('ruth.provider@corp.example');
    expect(made?.role).toBe('staff');

    // Promoted, then demoted, by the claim (another admin stays: the last one is never demoted).
    await server.services.auth.createUser({
      email: 'keeper@corp.example',
      password: PASSWORD,
      firstName: 'Kim',
      lastName: 'Keeper',
      role: 'admin',
      confirmed: true,
    });
    op.accounts.set('sub-ruth', { ...op.accounts.get('sub-ruth'), groups: ['recruiters', ADMINS] });
    const promoted = await signIn('sub-ruth');
    expect(await whoAmI(promoted.agent)).toMatchObject({ role: 'admin' });
    op.accounts.set('sub-ruth', { ...op.accounts.get('sub-ruth'), groups: [STAFF] });
    const demoted = await signIn('sub-ruth');
    expect(await whoAmI(demoted.agent)).toMatchObject({ role: 'staff' });

    // A claim that no longer names the portal refuses the staff account (it stays staff, unused).
    op.accounts.set('sub-ruth', { ...op.accounts.get('sub-ruth'), groups: ['catering'] });
    const refused = await signIn('sub-ruth');
    await expectRefused(refused.agent, refused.res, 'claim_refused');
    expect((await userByEmail('ruth.provider@corp.example'))?.role).toBe('staff');

    const change = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('userId', '=', made!.id)
      .where('action', '=', 'oidc.role_changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(describeAuditEvent(change.action, change.detail)).toBe(
      'Role changed by the single sign-on provider from Admin to Staff.',
    );
    const log = await actions(made!.id);
    expect(log.filter((e) => e.action.startsWith('oidc.'))).toEqual([
      { action: 'oidc.provisioned', email: 'ruth.provider@corp.example', role: 'staff' },
      { action: 'oidc.signed_in', issuer: op.issuer },
      { action: 'oidc.role_changed', from: 'staff', to: 'admin' },
      { action: 'oidc.signed_in', issuer: op.issuer },
      { action: 'oidc.role_changed', from: 'admin', to: 'staff' },
      { action: 'oidc.signed_in', issuer: op.issuer },
      expect.objectContaining({ action: 'oidc.failed', reason: 'claim_refused' }),
    ]);
  });

  it('Given an existing staff account, When the provider vouches for its address, Then it signs in and stays linked to that subject', async () => {
    const staffId = await server.services.auth.createUser({
      email: 'sam@corp.example',
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
    const other = await server.services.auth.createUser({
      email: 'olga@corp.example',
      password: PASSWORD,
      firstName: 'Olga',
      lastName: 'Other',
      role: 'admin',
      confirmed: true,
    });
    // An address the provider has not verified matches nobody.
    op.accounts.set('sub-sam', { email: 'sam@corp.example', email_verified: false, groups: [STAFF] });
    const unverified = await signIn('sub-sam');
    await expectRefused(unverified.agent, unverified.res, 'email_unverified');

    op.accounts.set('sub-sam', { email: 'sam@corp.example', email_verified: true, groups: [STAFF] });
    const linked = await signIn('sub-sam');
    expect(linked.res.headers.location).toBe(STAFF_HOME);
    expect(await whoAmI(linked.agent)).toMatchObject({ firstName: 'Sam', role: 'staff' });
    expect((await actions(staffId)).map((e) => e.action)).toContain('oidc.linked');

    // The provider later gives this subject another person's address: it still opens its own account.
    op.accounts.set('sub-sam', { email: 'olga@corp.example', email_verified: true, groups: [STAFF] });
    const moved = await signIn('sub-sam');
    expect(await whoAmI(moved.agent)).toMatchObject({ firstName: 'Sam' });
    // And a new subject with Sam's address does not take over the linked account.
    op.accounts.set('sub-impostor', { email: 'sam@corp.example', email_verified: true, groups: [ADMINS] });
    const impostor = await signIn('sub-impostor');
    await expectRefused(impostor.agent, impostor.res, 'linked_elsewhere');
    expect((await userByEmail('olga@corp.example'))?.id).toBe(other);
  });

  it('Given a candidate or an unknown address without the role claim, When they sign in at the provider, Then the portal refuses them', async () => {
    await server.services.auth.createUser({
      email: 'cara@mail.example',
      password: PASSWORD,
      firstName: 'Cara',
      lastName: 'Candidate',
      confirmed: true,
    });
    op.accounts.set('sub-cara', { email: 'cara@mail.example', email_verified: true, groups: [STAFF] });
    const candidate = await signIn('sub-cara');
    await expectRefused(candidate.agent, candidate.res, 'candidate');
    expect((await userByEmail('cara@mail.example'))?.role).toBe('candidate');

    op.accounts.set('sub-nobody', { email: 'nobody@corp.example', email_verified: true });
    const unknown = await signIn('sub-nobody');
    await expectRefused(unknown.agent, unknown.res, 'no_account');
    expect(await userByEmail('nobody@corp.example')).toBeUndefined();
  });

  it('Given an answer not for this request, When it comes back, Then a wrong state, a wrong nonce, a used code and a replay are refused', async () => {
    op.accounts.set('sub-vic', { email: 'vic@corp.example', email_verified: true, groups: [STAFF] });

    // Wrong state: another request's answer.
    const one = await start();
    const callback = new URL(await op.signIn(one.authUrl, 'sub-vic'));
    callback.searchParams.set('state', 'not-the-state');
    await expectRefused(one.agent, await back(one.agent, callback.href), 'state_mismatch');

    // Wrong nonce: the provider was asked for another one than this session keeps.
    const two = await start();
    const tampered = new URL(two.authUrl);
    tampered.searchParams.set('nonce', 'a-nonce-of-someone-else');
    const nonce = await expectRefused(
      two.agent,
      await back(two.agent, await op.signIn(tampered.href, 'sub-vic')),
      'response_invalid',
    );
    expect(nonce.error).toMatch(/nonce/);

    // A code already used (here at the provider) is refused by it.
    const three = await start();
    const usedUrl = await op.signIn(three.authUrl, 'sub-vic');
    await op.consumeCode(new URL(usedUrl).searchParams.get('code') ?? '');
    const used = await expectRefused(three.agent, await back(three.agent, usedUrl), 'token_rejected');
    expect(used.error).toMatch(/invalid_grant|grant/i);

    // The provider's own refusal (the person cancelled there) comes back as one.
    const five = await start();
    const denied = new URL(`${server.url}${OIDC_PATHS.callback}`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', new URL(five.authUrl).searchParams.get('state') ?? '');
    denied.searchParams.set('iss', op.issuer);
    await expectRefused(five.agent, await back(five.agent, denied.href), 'provider_error');

    // Replaying an answer in another browser: the pending request was this session's, and single use.
    const four = await start();
    const good = await op.signIn(four.authUrl, 'sub-vic');
    expect((await back(four.agent, good)).headers.location).toBe(STAFF_HOME);
    const replayer = request.agent(server.url);
    await expectRefused(replayer, await back(replayer, good), 'no_pending');
    expect(await userByEmail('vic@corp.example')).toMatchObject({ role: 'staff' });
  });

  it('Given OIDC_REQUIRED_FOR_STAFF, When staff use their password, Then they are sent to single sign-on, while a candidate signs in', async () => {
    for (const [email, role] of [
      ['pat@corp.example', 'staff'],
      ['pam@mail.example', 'candidate'],
    ] as const) {
      await server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'P',
        lastName: 'W',
        role,
        confirmed: true,
      });
    }
    const staff = request.agent(server.url);
    const refused = await staff.post('/login').type('form').send({ username: 'pat@corp.example', password: PASSWORD });
    expect(refused.status).toBe(303);
    expect(pageStateOf((await staff.get('/login').expect(200)).text)).toMatchObject({
      isLoggedIn: false,
      flash: SSO_TEXT.required,
    });
    // A wrong password says only that (the account's role is not told to a guesser).
    await staff.post('/login').type('form').send({ username: 'pat@corp.example', password: 'Wr0ng-Password!' });
    expect(pageStateOf((await staff.get('/login').expect(200)).text).flash).toBe(
      AUTH_SERVER_MESSAGES.invalidCredentials,
    );

    // Nor does a staff member's passkey (added in a session made by single sign-on).
    op.accounts.set('sub-pia', { email: 'pia@corp.example', email_verified: true, groups: [STAFF] });
    const { agent: pia } = await signIn('sub-pia');
    const device = new SoftAuthenticator(server.url);
    const creation = (await pia.post(PASSKEY_API.registrationOptions).send({}).expect(200)).body;
    await pia
      .post(PASSKEY_API.list)
      .send({ name: 'Laptop', response: device.create(creation) })
      .expect(200);
    const fresh = request.agent(server.url);
    const assertion = (await fresh.post(PASSKEY_API.loginOptions).send({}).expect(200)).body;
    const byPasskey = await fresh.post(PASSKEY_API.login).send({ response: device.get(assertion) });
    expect([byPasskey.status, byPasskey.body.message]).toEqual([401, SSO_TEXT.required]);

    const candidate = request.agent(server.url);
    await candidate.post('/login').type('form').send({ username: 'pam@mail.example', password: PASSWORD }).expect(303);
    expect(await whoAmI(candidate)).toMatchObject({ isLoggedIn: true, role: 'candidate' });
    // The login page offers the provider.
    const visitor = pageStateOf((await request(server.url).get('/login').expect(200)).text);
    expect(visitor.config.sso).toEqual({ label: 'Sign in with single sign-on' });
  });

  it('Given a session made by single sign-on, When it steps up and then logs out, Then the provider signs in again and its session ends too', async () => {
    op.accounts.set('sub-lou', { email: 'lou@corp.example', email_verified: true, groups: [STAFF] });
    const { agent } = await signIn('sub-lou');
    server.advance(11 * 60_000);
    const stale = await agent.get(PASSKEY_API.reauthenticate).expect(200);
    expect(stale.body as StepUpStatus).toMatchObject({ fresh: false, sso: true });

    // Step-up asks the provider for a new sign-in now, and comes back to the page it left.
    const stepUp = await start(agent, `?stepUp=1&r=${encodeURIComponent('/admin/candidates')}`);
    const asked = new URL(stepUp.authUrl).searchParams;
    expect([asked.get('prompt'), asked.get('max_age')]).toEqual(['login', '0']);
    const res = await back(agent, await op.signIn(stepUp.authUrl, 'sub-lou'));
    expect(res.headers.location).toBe('/admin/candidates');
    expect((await agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({ fresh: true });

    // Another subject cannot confirm this account.
    server.advance(11 * 60_000);
    op.accounts.set('sub-other', { email: 'other@corp.example', email_verified: true, groups: [STAFF] });
    const wrong = await start(agent, '?stepUp=1');
    const refused = await back(agent, await op.signIn(wrong.authUrl, 'sub-other'));
    expect(refused.headers.location).toBe('/');
    // The step-up dialog says why once, then the session is as stale as before.
    expect((await agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({
      fresh: false,
      ssoFailure: OIDC_MESSAGES.not_linked,
    });
    expect((await agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({ ssoFailure: null });

    const out = await agent.post('/logout').set('Origin', server.url).expect(303);
    const end = new URL(out.headers.location as string);
    expect(end.origin).toBe(op.issuer);
    expect(end.pathname).toBe('/session/end');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/login`);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await whoAmI(agent)).toMatchObject({ isLoggedIn: false });

    // A password session (a candidate's) logs out at home.
    const candidate = request.agent(server.url);
    await candidate.post('/login').type('form').send({ username: 'pam@mail.example', password: PASSWORD }).expect(303);
    expect((await candidate.post('/logout').set('Origin', server.url).expect(303)).headers.location).toBe('/login');
  });

  it('When any payload is the return path, Then single sign-on comes back only to a path of this site', async () => {
    await db().deleteFrom('rateLimit').execute();
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      // The refusal (a wrong state) sends the browser to the login page with the return path kept.
      const { agent } = await start(undefined, `?r=${encodeURIComponent(payload)}`);
      const res = await agent.get(`${OIDC_PATHS.callback}?code=x&state=wrong`).expect(303);
      const r = new URL(res.headers.location as string, server.url).searchParams.get('r');
      if (r !== null) expect(isSameSitePath(r)).toBe(true);
    }
    // A path of this site is kept as it is.
    for (const safe of SAFE_REDIRECT_PATHS) {
      const { agent } = await start(undefined, `?r=${encodeURIComponent(safe)}`);
      const res = await agent.get(`${OIDC_PATHS.callback}?code=x&state=wrong`).expect(303);
      expect(new URL(res.headers.location as string, server.url).searchParams.get('r')).toBe(safe);
    }
    await db().deleteFrom('rateLimit').execute();
    // And a sign-in lands on it.
    op.accounts.set('sub-rita', { email: 'rita@corp.example', email_verified: true, groups: [STAFF] });
    const { res } = await signIn('sub-rita', undefined, `?r=${encodeURIComponent('//evil.example/admin')}`);
    expect(res.headers.location).toBe(STAFF_HOME);
  });

  it('When the single sign-on settings are incomplete, Then the portal does not start, and says which one is missing', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), ...op.env() };
    expect(loadConfig(base).oidc).toMatchObject({ issuer: op.issuer, roleClaim: null, requiredForStaff: false });
    expect(loadConfig({ SESSION_SECRET: base.SESSION_SECRET }).oidc).toBeNull();
    expect(() => loadConfig({ ...base, OIDC_CLIENT_SECRET: '' })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, OIDC_ROLE_CLAIM: 'groups' })).toThrow(/OIDC_STAFF_VALUES/);
    expect(() => loadConfig({ ...base, OIDC_ADMIN_VALUES: 'admins' })).toThrow(/OIDC_ROLE_CLAIM/);
    expect(() => loadConfig({ SESSION_SECRET: base.SESSION_SECRET, OIDC_REQUIRED_FOR_STAFF: 'true' })).toThrow(
      /OIDC_ISSUER/,
    );
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jobs.example',
      SUPPORT_EMAIL: 'help@jobs.example',
    };
    expect(() => loadConfig(production)).toThrow(/https/);
  });
});
