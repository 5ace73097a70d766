/** Staff accounts (/api/staff/accounts…, admin role): invite by mail, roles, deactivation that signs out at once. */
import request from 'supertest';
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { STAFF_ACCOUNT_MESSAGES as M } from '../../../common/staff-accounts';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Accounts-Passw0rd!';
const NEW_PASSWORD = 'Invitee-Passw0rd!';

describe('Staff accounts API', () => {
  const ctx = useServerWithMail();
  let admin: ReturnType<typeof request.agent>;
  let adminId: number;
  let staff: ReturnType<typeof request.agent>;

  const signIn = async (email: string, password: string) => {
    const agent = request.agent(ctx.server.url);
    const res = await agent.post('/login').type('form').send({ username: email, password });
    return { agent, location: res.headers.location as string, status: res.status };
  };

  beforeAll(async () => {
    ({ agent: admin, id: adminId } = await signedInUser(ctx.server, {
      email: 'ada.admin@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    }));
    ({ agent: staff } = await signedInUser(ctx.server, {
      email: 'sol.staff@example.com',
      password: PASSWORD,
      firstName: 'Sol',
      role: 'staff',
    }));
  });

  test('When staff (not admin) call the accounts endpoints, Then 403 for each', async () => {
    await staff.get('/api/staff/accounts').expect(403);
    await staff.post('/api/staff/accounts').send({ email: 'x@example.com' }).expect(403);
    await staff.put(`/api/staff/accounts/${adminId}/role`).send({ role: 'staff' }).expect(403);
    await staff.post(`/api/staff/accounts/${adminId}/deactivate`).expect(403);
  });

  test('When an admin invites a staff member, Then the mail arrives, its link sets a password, and they can work', async () => {
    const invited = await admin
      .post('/api/staff/accounts')
      .send({ email: ' Nia.New@Example.com ', firstName: 'Nia', lastName: 'New', role: 'staff' })
      .expect(200);
    expect(invited.body).toMatchObject({
      email: 'nia.new@example.com',
      role: 'staff',
      invited: true,
      deactivatedAt: null,
    });
    // No password yet: nobody signs in as the invitee.
    expect((await signIn('nia.new@example.com', '!invited')).location).toBe('/login');

    const mail = await ctx.smtp.waitFor('nia.new@example.com', /invited to the Test Careers staff console/);
    const link = linksIn(mail).find((l) => l.includes('/account/reset?token='))!;
    const token = new URL(link).searchParams.get('token');
    await request(ctx.server.url).post('/api/verify-password-reset-token').send({ token }).expect(200);
    await request(ctx.server.url).post('/api/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);
    await request(ctx.server.url).post('/api/reset-password').send({ token, password: NEW_PASSWORD }).expect(400);

    const nia = await signIn('nia.new@example.com', NEW_PASSWORD);
    expect(nia.location).toBe('/admin');
    await nia.agent.get('/api/staff/overview').expect(200);
    const list = await admin.get('/api/staff/accounts').expect(200);
    expect(list.body.find((a: { email: string }) => a.email === 'nia.new@example.com')).toMatchObject({
      invited: false,
    });

    const again = await admin
      .post('/api/staff/accounts')
      .send({ email: 'nia.new@example.com', firstName: 'Nia', lastName: 'New', role: 'admin' });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ email: M.emailTaken });
    const bad = await admin.post('/api/staff/accounts').send({ email: 'nope', firstName: ' ', role: 'owner' });
    expect(bad.body.fields).toEqual({
      email: M.emailInvalid,
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      role: M.roleRequired,
    });
  });

  test('When an admin deactivates a staff member, Then their live session and session token end at once and sign-in is refused', async () => {
    const { id } = await signedInUser(ctx.server, {
      email: 'gone.soon@example.com',
      password: PASSWORD,
      firstName: 'Gus',
      role: 'staff',
    });
    const live = await signIn('gone.soon@example.com', PASSWORD);
    await live.agent.get('/api/staff/jobs').expect(200);
    const token = (await live.agent.get('/api/session-token').expect(200)).body.token as string;
    const withToken = () =>
      request(ctx.server.url).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ ok }' });
    await withToken().expect(200);

    const res = await admin.post(`/api/staff/accounts/${id}/deactivate`).expect(200);
    expect(res.body.deactivatedAt).toEqual(expect.any(String));

    await live.agent.get('/api/staff/jobs').expect(401);
    expect((await live.agent.get('/api/is-user').expect(200)).body).toEqual({ isUser: false });
    await withToken().expect(401);
    const again = await signIn('gone.soon@example.com', PASSWORD);
    expect(again.location).toBe('/login');
    await again.agent.get('/api/staff/jobs').expect(401);
    const flash = await ctx.server.database.db
      .selectFrom('session')
      .select('data')
      .where('data', 'like', '%deactivated%')
      .execute();
    expect(flash.map((r) => JSON.parse(r.data).flash)).toEqual([AUTH_SERVER_MESSAGES.deactivated]);
    const refused = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('userId', '=', id)
      .where('action', 'like', 'login.%')
      .execute();
    expect(refused.map((r) => r.action)).toEqual(['login.succeeded', 'login.succeeded', 'login.deactivated']);
    // No reset link revives it.
    await request(ctx.server.url)
      .post('/api/request-password-reset')
      .send({ email: 'gone.soon@example.com' })
      .expect(200);
    const resets = await ctx.server.database.db
      .selectFrom('userToken')
      .select('id')
      .where('userId', '=', id)
      .where('usedAt', 'is', null)
      .execute();
    expect(resets).toEqual([]);
    await admin.post(`/api/staff/accounts/${id}/deactivate`).expect(409);
  });

  test('When an admin signs a staff member out everywhere, Then their session and session token end, and they can sign in again', async () => {
    const { id } = await signedInUser(ctx.server, {
      email: 'out.everywhere@example.com',
      password: PASSWORD,
      firstName: 'Oli',
      role: 'staff',
    });
    const laptop = await signIn('out.everywhere@example.com', PASSWORD);
    const phone = await signIn('out.everywhere@example.com', PASSWORD);
    const token = (await laptop.agent.get('/api/session-token').expect(200)).body.token as string;
    await staff.post(`/api/staff/accounts/${id}/sessions/end`).expect(403);

    await admin.post(`/api/staff/accounts/${id}/sessions/end`).expect(200);
    await laptop.agent.get('/api/staff/jobs').expect(401);
    await phone.agent.get('/api/staff/jobs').expect(401);
    await request(ctx.server.url)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: '{ ok }' })
      .expect(401);
    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['actorId', 'detail'])
      .where('userId', '=', id)
      .where('action', '=', 'staff.sessions_ended')
      .executeTakeFirstOrThrow();
    expect(audit.actorId).toBe(adminId);
    // Two signed in here, plus the one signedInUser opened.
    expect(JSON.parse(audit.detail!)).toEqual({ sessions: 3 });
    const again = await signIn('out.everywhere@example.com', PASSWORD);
    await again.agent.get('/api/staff/jobs').expect(200);
    // One's own sessions are ended from /account/security, not here.
    await admin.post(`/api/staff/accounts/${adminId}/sessions/end`).expect(403);
  });

  test('When an admin changes roles, Then they cannot demote or deactivate themself, and the last admin stays', async () => {
    const self = await admin.put(`/api/staff/accounts/${adminId}/role`).send({ role: 'staff' });
    expect([self.status, self.body.message]).toEqual([403, M.notYourself]);
    const selfOff = await admin.post(`/api/staff/accounts/${adminId}/deactivate`);
    expect([selfOff.status, selfOff.body.message]).toEqual([403, M.notYourself]);

    const { id: otherId } = await signedInUser(ctx.server, {
      email: 'second.admin@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    const promoted = await admin.put(`/api/staff/accounts/${otherId}/role`).send({ role: 'admin' }).expect(200);
    expect(promoted.body.role).toBe('admin');
    // The promotion applies to their next request: the accounts list opens for them.
    const other = await signIn('second.admin@example.com', PASSWORD);
    await other.agent.get('/api/staff/accounts').expect(200);
    // The other admin demotes the first; then the first is no admin and the other is the last one.
    await other.agent.put(`/api/staff/accounts/${adminId}/role`).send({ role: 'staff' }).expect(200);
    await admin.get('/api/staff/accounts').expect(403);
    const last = await ctx.server.services.staffAccounts
      .setRole(String(otherId), { role: 'staff' }, adminId)
      .catch((e: Error) => e.message);
    expect(last).toBe(M.lastAdmin);
    await other.agent.put(`/api/staff/accounts/${adminId}/role`).send({ role: 'admin' }).expect(200);

    for (const [path, status] of [
      ['/api/staff/accounts/999999/deactivate', 404],
      ['/api/staff/accounts/abc/deactivate', 404],
    ] as const) {
      await admin.post(path).expect(status);
    }
    await admin.put(`/api/staff/accounts/${otherId}/role`).send({ role: 'owner' }).expect(400);
    // Candidates are not staff accounts: their role is not changed here.
    const { id: candidateId } = await signedInUser(ctx.server, {
      email: 'cand.acc@example.com',
      password: PASSWORD,
      firstName: 'Cai',
      role: 'candidate',
    });
    await admin.put(`/api/staff/accounts/${candidateId}/role`).send({ role: 'admin' }).expect(404);
  });
});
