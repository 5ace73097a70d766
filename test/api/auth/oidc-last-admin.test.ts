/**
 * The role claim of single sign-on never demotes the last active admin (docs/SECURITY.md, "Single
 * sign-on"): the account stays admin, the audit log says why, and the server logs a warning. The
 * same rule as an admin changing a role by hand on /admin/staff.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { OIDC_PATHS } from '../../../common/oidc';
import { pageStateOf } from '../../helpers/page-state';
import { startTestProvider, ROLE_CLAIM, type TestProvider } from '../../helpers/oidc-provider';
import { startTestServer, type TestServer } from '../../helpers/server';

const PASSWORD = 'Tr1cky-Passw0rd!';
const STAFF = 'portal-staff';
const ADMINS = 'portal-admins';

describe('Single sign-on and the last admin', () => {
  let op: TestProvider;
  let server: TestServer;
  const lines: { level: number; msg: string; userId?: number }[] = [];

  beforeAll(async () => {
    op = await startTestProvider();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    server = await startTestServer(
      op.env({ OIDC_ROLE_CLAIM: ROLE_CLAIM, OIDC_STAFF_VALUES: STAFF, OIDC_ADMIN_VALUES: ADMINS }),
      undefined,
      { logger: pino({ level: 'warn' }, sink) },
    );
    op.allow(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await op?.stop();
  });

  const db = () => server.database.db;

  /** A whole sign-in through the provider as `subject`, in a new browser. */
  async function signIn(subject: string) {
    const agent = request.agent(server.url);
    const started = await agent.get(OIDC_PATHS.start).expect(303);
    const callback = new URL(await op.signIn(started.headers.location as string, subject));
    await agent.get(callback.pathname + callback.search).expect(303);
    return pageStateOf((await agent.get('/jobs').expect(200)).text);
  }

  const roleOf = async (id: number) =>
    (await db().selectFrom('userAccount').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

  test('When the claim says staff for the last active admin, Then they stay admin, it is audited and logged; with another admin, the claim demotes', async () => {
    const adaId = await server.services.auth.createUser({
      email: 'ada@corp.example',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    op.accounts.set('sub-ada', { email: 'ada@corp.example', email_verified: true, groups: [STAFF] });

    expect(await signIn('sub-ada')).toMatchObject({ isLoggedIn: true, role: 'admin' });
    expect(await roleOf(adaId)).toBe('admin');
    const kept = await db()
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('userId', '=', adaId)
      .where('action', 'like', 'oidc.role%')
      .execute();
    expect(kept.map((e) => [e.action, JSON.parse(e.detail ?? '{}')])).toEqual([
      ['oidc.role_kept', { claimed: 'staff', kept: 'admin', reason: 'last_admin' }],
    ]);
    expect(describeAuditEvent(kept[0]!.action, kept[0]!.detail)).toBe(
      'The single sign-on provider’s role claim said Staff; the role stays Admin, as this is the last active admin.',
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        userId: adaId,
        msg: 'the single sign-on role claim would demote the last active admin: the role is kept',
      }),
    );

    // With another active admin, the claim's role applies.
    await server.services.auth.createUser({
      email: 'bea@corp.example',
      password: PASSWORD,
      firstName: 'Bea',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    expect(await signIn('sub-ada')).toMatchObject({ isLoggedIn: true, role: 'staff' });
    expect(await roleOf(adaId)).toBe('staff');
  });
});
