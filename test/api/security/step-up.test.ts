/**
 * Step-up wherever a staff session reaches something sensitive (docs/SECURITY.md, "The route
 * table"): a staff session that has not proved its user in the last 10 minutes is asked to, for
 * the candidate's files reached while viewing as them, staff accounts, other people's sessions, API
 * keys and webhooks. Candidates' own files stay theirs without it.
 */
import request from 'supertest';
import { ErrorCode } from '../../../common/errors';
import { VIEW_AS_ACTIONS } from '../../../common/staff-candidates';
import { PASSKEY_API } from '../../../common/passkeys';
import { resumePdf } from '../../fixtures/resumes';
import { startTestServer, type TestServer } from '../../helpers/server';
import { assignSample, PASSWORD, signedInUser } from '../../helpers/documents';

const MINUTE = 60_000;

describe('Step-up', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;
  const stepUpAsked = (res: { status: number; body: { code?: string } }) =>
    expect([res.status, res.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);

  async function admin(email: string) {
    const id = await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    const agent = request.agent(server.url);
    await agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
    return { id, agent };
  }

  test('When a stale staff session views as a candidate, Then the candidate’s document and résumé ask for step-up, and once it re-authenticates in the view they download, audited with the staff member', async () => {
    const casey = await signedInUser(server, 'casey.viewed@example.com');
    const doc = await assignSample(server, casey.id, { delivery: 'manual' });
    const resume = Buffer.from(await resumePdf());
    await casey.agent
      .put('/api/me/resume')
      .attach('resume', resume, { filename: 'resume.pdf', contentType: 'application/pdf' })
      .expect(200);
    const staff = await signedInUser(server, 'robin.viewer@example.com', 'staff');

    server.advance(11 * MINUTE);
    // The candidate's own files stay theirs: no step-up for them.
    await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).expect(200);
    await casey.agent.get('/api/me/resume/file').buffer(true).expect(200);

    await staff.agent.post(`/api/staff/candidates/${casey.id}/view-as`).expect(200);
    stepUpAsked(await staff.agent.get(`/api/documents/${doc.docHandle}.pdf`));
    stepUpAsked(await staff.agent.get('/api/me/resume/file'));

    // Re-authenticating in the view proves the staff member (their password, not the candidate's).
    expect((await staff.agent.get(PASSKEY_API.reauthenticate).expect(200)).body).toMatchObject({ fresh: false });
    await staff.agent.post(PASSKEY_API.reauthenticate).send({ password: 'not-it' }).expect(400);
    await staff.agent.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD }).expect(200);
    const pdf = await staff.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    await staff.agent.get('/api/me/resume/file').buffer(true).expect(200);

    const audited = await db()
      .selectFrom('auditEvent')
      .select(['action', 'userId', 'actorId', 'detail'])
      .where('action', '=', VIEW_AS_ACTIONS.downloaded)
      .execute();
    expect(audited).toHaveLength(2);
    for (const row of audited) expect([row.userId, row.actorId]).toEqual([casey.id, staff.id]);
    expect(audited.map((r) => JSON.parse(r.detail ?? '{}').file).sort()).toEqual(['document', 'resume']);
  });

  test('When a stale staff session asks for a candidate’s résumé from the console, Then step-up is asked first', async () => {
    const jo = await signedInUser(server, 'jo.resume@example.com');
    await jo.agent
      .put('/api/me/resume')
      .attach('resume', Buffer.from(await resumePdf()), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(200);
    const staff = await signedInUser(server, 'sam.console@example.com', 'staff');
    await staff.agent.get(`/api/staff/candidates/${jo.id}/resume`).buffer(true).expect(200);
    server.advance(11 * MINUTE);
    stepUpAsked(await staff.agent.get(`/api/staff/candidates/${jo.id}/resume`));
    await staff.agent.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD }).expect(200);
    await staff.agent.get(`/api/staff/candidates/${jo.id}/resume`).buffer(true).expect(200);
  });

  test('When a stale admin session invites an admin, deactivates, ends others’ sessions, or changes API keys and webhooks, Then each asks for step-up and nothing changes until it re-authenticates', async () => {
    const ada = await admin('ada.stale@example.com');
    const sam = await signedInUser(server, 'sam.target@example.com', 'staff');
    // Made while fresh, so the stale session has something to change.
    const key = (
      await ada.agent
        .post('/api/admin/api-keys')
        .send({ name: 'ATS', scopes: ['jobs:read'] })
        .expect(200)
    ).body;
    const hook = (
      await ada.agent
        .post('/api/admin/webhooks')
        .send({ url: 'http://127.0.0.1:9/hook', events: ['application.created'] })
        .expect(200)
    ).body;
    const keyId: number = key.id;
    const hookId: number = hook.id;

    server.advance(11 * MINUTE);
    const sensitive = {
      invite: () =>
        ada.agent
          .post('/api/staff/accounts')
          .send({ email: 'new.admin@example.com', firstName: 'New', lastName: 'Admin', role: 'admin' }),
      endSessions: () => ada.agent.post(`/api/staff/accounts/${sam.id}/sessions/end`),
      deactivate: () => ada.agent.post(`/api/staff/accounts/${sam.id}/deactivate`),
      revokeKey: () => ada.agent.post(`/api/admin/api-keys/${keyId}/revoke`),
      createHook: () =>
        ada.agent
          .post('/api/admin/webhooks')
          .send({ url: 'http://127.0.0.1:9/other', events: ['application.created'] }),
      changeHook: () => ada.agent.patch(`/api/admin/webhooks/${hookId}`).send({ events: ['job.closed'] }),
      deleteHook: () => ada.agent.delete(`/api/admin/webhooks/${hookId}`),
    };
    for (const call of Object.values(sensitive)) stepUpAsked(await call());

    // Nothing happened meanwhile: no invitation mailed, Sam still active and signed in, the key and
    // the webhook as they were.
    const outbox = () =>
      db().selectFrom('outbox').select('id').where('toAddress', '=', 'new.admin@example.com').execute();
    expect(await outbox()).toEqual([]);
    await sam.agent.get('/api/staff/overview').expect(200);
    const keyRow = await db().selectFrom('apiKey').selectAll().where('id', '=', keyId).executeTakeFirstOrThrow();
    expect(keyRow.revokedAt).toBeNull();
    const hooks = await db().selectFrom('webhookEndpoint').selectAll().execute();
    expect(hooks).toHaveLength(1);

    await ada.agent.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD }).expect(200);
    await sensitive.invite().expect(200);
    expect(await outbox()).toHaveLength(1);
    await sensitive.createHook().expect(200);
    await sensitive.changeHook().expect(200);
    await sensitive.deleteHook().expect(200);
    await sensitive.revokeKey().expect(200);
    await sensitive.endSessions().expect(200);
    await sensitive.deactivate().expect(200);
  });
});
