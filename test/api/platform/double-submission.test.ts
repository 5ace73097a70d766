/**
 * A creating action sent twice at once under one Idempotency-Key (a double click: the client sends
 * one key per submission) has one effect, and both calls get the first call's answer: API keys,
 * webhook endpoints, reminders, assignments, approvals, rejections, invitations (a job's and a
 * staff member's), interview proposals and jobs. The same key with another request is refused; a
 * refused request frees its key.
 */
import dayjs from 'dayjs';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { aJob } from '../../helpers/jobs';
import { signedInUser } from '../../helpers/users';
import { scannedPdf } from '../../fixtures/pdfs';

const PASSWORD = 'Twice-Passw0rd-2026!';

type Agent = ReturnType<typeof request.agent>;

describe('Double submission', () => {
  let server: TestServer;
  let admin: Agent;
  let staff: Agent;
  let casey: { id: number; agent: Agent };
  let jobId: number;
  let counter = 0;

  const count = async (query: Promise<unknown[]>) => (await query).length;
  const mailsTo = (email: string) =>
    count(server.database.db.selectFrom('outbox').select('id').where('toAddress', '=', email).execute());

  /**
   * Sends `send` twice at once under one new key: both answer `status` with the same body, and
   * `effect` (a count) moved by exactly one.
   */
  async function twiceAtOnce(
    send: (key: string) => request.Test,
    effect: () => Promise<number>,
    status = 200,
  ): Promise<request.Response> {
    const before = await effect();
    const key = `submission-${++counter}`;
    const [a, b] = await Promise.all([send(key), send(key)]);
    expect([a.status, b.status]).toEqual([status, status]);
    expect(b.body).toEqual(a.body);
    expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect((await effect()) - before).toBe(1);
    return a;
  }

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    ({ agent: admin } = await signedInUser(server, {
      email: 'ada.twice@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    }));
    ({ agent: staff } = await signedInUser(server, {
      email: 'robin.twice@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    }));
    casey = await signedInUser(server, {
      email: 'casey.twice@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
    [jobId] = (await server.services.jobs.createJobs([aJob('Forklift Operator')])) as [number];
  });
  afterAll(() => server?.stop());

  test('When an admin double-clicks Create key or Add endpoint, Then one key and one endpoint, and both answers show the same secret', async () => {
    const keys = () => count(server.database.db.selectFrom('apiKey').select('id').execute());
    const key = await twiceAtOnce(
      (k) =>
        admin
          .post('/api/admin/api-keys')
          .set('Idempotency-Key', k)
          .send({ name: 'Workday sync', scopes: ['jobs:read'] }),
      keys,
    );
    expect(key.body.key).toMatch(/^cpk_/);
    // The remembered answer is sealed at rest: the key is not in the database in the clear.
    const stored = await server.database.db.selectFrom('idempotencyAnswer').select('response').execute();
    expect(stored.some((r) => r.response.includes(key.body.key as string))).toBe(false);

    const endpoints = () => count(server.database.db.selectFrom('webhookEndpoint').select('id').execute());
    const endpoint = await twiceAtOnce(
      (k) =>
        admin
          .post('/api/admin/webhooks')
          .set('Idempotency-Key', k)
          .send({ url: 'https://hooks.example.com/portal', events: ['job.closed'] }),
      endpoints,
    );
    expect(endpoint.body.secret).toMatch(/^whsec_/);
  });

  test('When staff double-submit a job, an invitation and a staff invitation, Then each happens once', async () => {
    const jobs = () =>
      count(server.database.db.selectFrom('jobOrder').select('id').where('title', '=', 'Night Porter').execute());
    await twiceAtOnce(
      (k) =>
        staff.post('/api/staff/jobs').set('Idempotency-Key', k).send({
          title: 'Night Porter',
          employmentType: 'Permanent',
          category: 'Distribution',
          location: 'Austin, TX',
          company: 'Fabrikam Logistics',
          descriptionMarkdown: 'Keep the lobby tidy.',
        }),
      jobs,
    );

    await twiceAtOnce(
      (k) =>
        staff
          .post(`/api/staff/jobs/${jobId}/invitations`)
          .set('Idempotency-Key', k)
          .send({ emails: 'dana.invited@example.com Dana Invited' }),
      () => mailsTo('dana.invited@example.com'),
    );

    await twiceAtOnce(
      (k) =>
        admin
          .post('/api/staff/accounts')
          .set('Idempotency-Key', k)
          .send({ email: 'nia.twice@example.com', firstName: 'Nia', lastName: 'New', role: 'staff' }),
      () => mailsTo('nia.twice@example.com'),
    );
  });

  test('When staff double-submit an interview proposal, Then one interview and one mail', async () => {
    await casey.agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    const mine = (await casey.agent.get('/api/me/applications').expect(200)).body as {
      id: number;
      jobOrderId: number;
    }[];
    const applicationId = mine.find((a) => a.jobOrderId === jobId)!.id;
    const slot = {
      date: dayjs().add(3, 'day').format('YYYY-MM-DD'),
      time: '10:00',
      lengthMinutes: 45,
      timeZone: 'America/Chicago',
      videoUrl: 'https://meet.example.com/room-1',
    };
    await twiceAtOnce(
      (k) =>
        staff
          .post(`/api/staff/applications/${applicationId}/interviews`)
          .set('Idempotency-Key', k)
          .send({ slots: [slot] }),
      () =>
        count(
          server.database.db.selectFrom('interview').select('id').where('applicationId', '=', applicationId).execute(),
        ),
    );
  });

  test('When staff double-submit an assignment, a reminder, an approval and a rejection, Then each happens once', async () => {
    const template = (
      await staff
        .post('/api/staff/credential-templates')
        .send({ formTitle: 'Forklift Certificate', instructions: 'Both sides.' })
        .expect(200)
    ).body as { id: number };
    const documents = () =>
      count(
        server.database.db
          .selectFrom('document')
          .select('id')
          .where('userId', '=', casey.id)
          .where('templateId', '=', template.id)
          .execute(),
      );
    await twiceAtOnce(
      (k) =>
        staff
          .post('/api/staff/document-assignments')
          .set('Idempotency-Key', k)
          .send({
            templateId: template.id,
            emails: 'casey.twice@example.com',
            dueDate: dayjs().add(5, 'day').format('YYYY-MM-DD'),
          }),
      documents,
    );
    const [doc] = (await server.services.documents.list(casey.id)).filter(
      (d) => d.formTitle === 'Forklift Certificate',
    );

    await twiceAtOnce(
      (k) => staff.post(`/api/staff/documents/${doc!.id}/remind`).set('Idempotency-Key', k),
      () => mailsTo('casey.twice@example.com'),
    );

    const events = (event: string) => () =>
      count(
        server.database.db
          .selectFrom('documentEvent')
          .select('id')
          .where('documentId', '=', doc!.id)
          .where('event', 'like', event)
          .execute(),
      );
    const pdf = Buffer.from(await scannedPdf());
    const upload = () =>
      casey.agent
        .post(`/api/documents/${doc!.docHandle}/credential`)
        .field('number', 'FL-77')
        .field('expiresOn', dayjs().add(400, 'day').format('YYYY-MM-DD'))
        .attach('credential', pdf, { filename: 'cert.pdf' })
        .expect(200);
    await upload();
    await twiceAtOnce(
      (k) =>
        staff.post(`/api/staff/documents/${doc!.id}/reject`).set('Idempotency-Key', k).send({ reason: 'Unreadable.' }),
      events('%rejected'),
    );
    await upload();
    await twiceAtOnce(
      (k) => staff.post(`/api/staff/documents/${doc!.id}/approve`).set('Idempotency-Key', k),
      events('%approved'),
    );
  });

  test('When a key is reused with another request, Then it is refused; when the first was refused, Then the key is free', async () => {
    const first = await admin
      .post('/api/admin/api-keys')
      .set('Idempotency-Key', 'reused')
      .send({ name: 'One', scopes: ['jobs:read'] })
      .expect(200);
    const other = await admin
      .post('/api/admin/api-keys')
      .set('Idempotency-Key', 'reused')
      .send({ name: 'Two', scopes: ['jobs:read'] });
    expect([other.status, other.body.message]).toEqual([409, 'This Idempotency-Key was used with another request.']);
    // Another person's key of the same name is theirs.
    const { agent: otherAdmin } = await signedInUser(server, {
      email: 'otto.twice@example.com',
      password: PASSWORD,
      firstName: 'Otto',
      role: 'admin',
    });
    const theirs = await otherAdmin
      .post('/api/admin/api-keys')
      .set('Idempotency-Key', 'reused')
      .send({ name: 'One', scopes: ['jobs:read'] })
      .expect(200);
    expect(theirs.body.id).not.toBe(first.body.id);

    const refused = await admin.post('/api/admin/api-keys').set('Idempotency-Key', 'fixed-later').send({ scopes: [] });
    expect(refused.status).toBe(400);
    await admin
      .post('/api/admin/api-keys')
      .set('Idempotency-Key', 'fixed-later')
      .send({ name: 'Fixed', scopes: ['jobs:read'] })
      .expect(200);
    expect((await admin.post('/api/admin/api-keys').set('Idempotency-Key', ' ').send({})).status).toBe(400);
  });
});
