/**
 * Outgoing webhooks against a real receiver on loopback that checks every delivery with the
 * `standardwebhooks` package's verify(): admins configure an endpoint (its secret shown once);
 * an application, a status change, a registration and a closed job each arrive signed; a failing
 * endpoint is retried with backoff and turned off after a day with a mail to admins; a delivery can
 * be replayed with the same webhook-id; private targets are refused when an endpoint is added and
 * never called nor retried unless allowed; two instances deliver each event once.
 * Past 300 lines because its stories share one receiver and its server.
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_MESSAGES } from '../../../common/webhooks';
import { solvedCaptcha } from '../../helpers/altcha';
import { createTestDatabase } from '../../helpers/db';
import { startTestServer, type TestServer } from '../../helpers/server';
import { aJob } from '../../helpers/jobs';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Hook-Passw0rd-2026!';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
}

describe('Outgoing webhooks', () => {
  let receiver: http.Server;
  let receiverUrl: string;
  /** What the receiver answers; every verified delivery is kept. */
  let answer = 204;
  let secret = '';
  const received: Received[] = [];
  const refusedSignatures: string[] = [];
  let server: TestServer;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let candidate: SignedInUser;
  let jobId: number;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          const payload = new Webhook(secret).verify(
            body,
            req.headers as Record<string, string>,
          ) as Received['payload'];
          if (answer < 300) received.push({ headers: req.headers, body, payload });
        } catch (err) {
          refusedSignatures.push((err as Error).message);
        }
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    admin = await signedInUser(server, {
      email: 'admin@hooks.test',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
    staff = await signedInUser(server, {
      email: 'staff@hooks.test',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    candidate = await signedInUser(server, {
      email: 'casey@hooks.test',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
    [jobId] = (await server.services.jobs.createJobs([
      {
        title: 'Forklift Operator',
        description: '<p>Drive safely.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
  });

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const deliveries = async (endpointId: number) =>
    (await admin.agent.get(`/api/admin/webhooks/${endpointId}/deliveries`).expect(200)).body as {
      id: number;
      messageId: string;
      event: string;
      status: string;
      attempts: number;
      responseStatus: number | null;
      lastError: string | null;
    }[];

  let endpointId: number;

  test('Only admins manage endpoints; the secret is shown once; bad input gets a clear message', async () => {
    expect((await staff.agent.get('/api/admin/webhooks')).status).toBe(403);
    expect((await request(server.url).get('/api/admin/webhooks')).status).toBe(401);
    const bad = await admin.agent.post('/api/admin/webhooks').send({ url: 'ftp://x', events: [] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose at least one event.');
    const unknownEvent = await admin.agent
      .post('/api/admin/webhooks')
      .send({ url: receiverUrl, events: ['job.exploded'] });
    expect(unknownEvent.status).toBe(400);

    const created = await admin.agent
      .post('/api/admin/webhooks')
      .send({
        url: receiverUrl,
        description: 'ATS',
        events: ['application.created', 'application.status_changed', 'candidate.registered', 'job.closed'],
      })
      .expect(200);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    secret = created.body.secret;
    endpointId = created.body.id;
    const listed = (await admin.agent.get('/api/admin/webhooks').expect(200)).body;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed[0]).toMatchObject({ url: receiverUrl, enabled: true, description: 'ATS' });
  });

  test('An application, a status change, a registration and a closed job arrive signed, once each', async () => {
    await candidate.agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    await waitUntil(() => received.some((r) => r.payload.type === 'application.created'));
    const created = received.find((r) => r.payload.type === 'application.created')!;
    expect(created.payload.data).toMatchObject({ candidateId: candidate.id, jobOrderId: jobId, status: 'Submitted' });
    expect(created.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const applicationId = created.payload.data.applicationId as number;

    await staff.agent.post(`/api/staff/applications/${applicationId}/status`).send({ status: 'Interview' }).expect(200);
    await waitUntil(() => received.some((r) => r.payload.type === 'application.status_changed'));
    expect(received.find((r) => r.payload.type === 'application.status_changed')!.payload.data).toMatchObject({
      applicationId,
      from: 'Submitted',
      to: 'Interview',
    });

    const reCaptchaResponse = await solvedCaptcha(server.url);
    await request(server.url)
      .post('/register')
      .send({ email: 'new@hooks.test', firstName: 'Noa', lastName: 'Reyes', password: PASSWORD, reCaptchaResponse })
      .expect(200);
    await waitUntil(() => received.some((r) => r.payload.type === 'candidate.registered'));

    await staff.agent.post(`/api/staff/jobs/${jobId}/status`).send({ status: 'closed' }).expect(200);
    await waitUntil(() => received.some((r) => r.payload.type === 'job.closed'));
    expect(received.find((r) => r.payload.type === 'job.closed')!.payload.data).toEqual({ jobOrderId: jobId });

    expect(refusedSignatures).toEqual([]);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(received.length);
    // The receiver has the last one before the portal has its answer: wait for the rows to say so.
    await waitUntil(async () => (await deliveries(endpointId)).every((d) => d.status === 'delivered'));
    const listed = await deliveries(endpointId);
    expect(listed.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(listed.every((d) => d.responseStatus === 204)).toBe(true);
    // Nothing about self-identification or the person beyond ids travels.
    expect(received.map((r) => r.body).join('')).not.toMatch(/casey@hooks\.test|Casey/);
  });

  test('A delivery can be replayed: the same webhook-id arrives again', async () => {
    const [latest] = await deliveries(endpointId);
    const before = received.length;
    await admin.agent.post(`/api/admin/webhooks/${endpointId}/deliveries/${latest!.id}/replay`).expect(200);
    await waitUntil(() => received.length === before + 1);
    expect(received.at(-1)!.headers['webhook-id']).toBe(latest!.messageId);
    expect((await admin.agent.post(`/api/admin/webhooks/${endpointId}/deliveries/999999/replay`)).status).toBe(404);
  });

  test('A failing endpoint is retried with backoff, then turned off after a day with a mail to the admins', async () => {
    answer = 500;
    await staff.agent.post(`/api/staff/jobs/${jobId}/status`).send({ status: 'open' }).expect(200);
    await staff.agent.post(`/api/staff/jobs/${jobId}/status`).send({ status: 'closed' }).expect(200);
    await waitUntil(async () => (await deliveries(endpointId))[0]!.responseStatus === 500);
    let [failing] = await deliveries(endpointId);
    expect(failing).toMatchObject({ status: 'failing', attempts: 1, lastError: 'The endpoint answered HTTP 500.' });
    // Not again before its backoff (5 s after the first failure).
    await server.services.webhooks.drain();
    expect((await deliveries(endpointId))[0]!.attempts).toBe(1);
    server.advance(5_001);
    await server.services.webhooks.drain();
    [failing] = await deliveries(endpointId);
    expect(failing!.attempts).toBe(2);
    // A day later every attempt has failed: the endpoint is off and the admins are told.
    // (Read through the service: a day of the server's clock ends the test's sessions.)
    for (let i = 0; i < 30 && (await server.services.webhooks.list())[0]!.enabled; i++) {
      server.advance(3_600_000);
      await server.services.webhooks.drain();
    }
    for (const [who, email] of [
      [admin, 'admin@hooks.test'],
      [staff, 'staff@hooks.test'],
    ] as const)
      await who.agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
    const [endpoint] = (await admin.agent.get('/api/admin/webhooks').expect(200)).body;
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for a day.' });
    const mail = await server.database.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', 'admin@hooks.test')
      .executeTakeFirst();
    expect(mail?.subject).toBe(WEBHOOK_MESSAGES.disabledSubject);
    expect(mail?.textBody).toContain(receiverUrl);

    // Turned back on, it receives what happens next.
    answer = 204;
    await admin.agent.patch(`/api/admin/webhooks/${endpointId}`).send({ enabled: true }).expect(200);
    await staff.agent.post(`/api/staff/jobs/${jobId}/status`).send({ status: 'open' }).expect(200);
    await staff.agent.post(`/api/staff/jobs/${jobId}/status`).send({ status: 'closed' }).expect(200);
    // (The receiver's verify() now refuses the timestamp, a day ahead of its own clock; the answer counts.)
    await waitUntil(async () => (await deliveries(endpointId))[0]!.status === 'delivered');
    expect((await deliveries(endpointId))[0]).toMatchObject({ event: 'job.closed', responseStatus: 204 });
  });

  test('Without WEBHOOK_ALLOW_PRIVATE, loopback and private targets are refused when an endpoint is added, however they are written', async () => {
    const guarded = await startTestServer();
    try {
      const owner = await signedInUser(guarded, {
        email: 'admin@guard.test',
        password: PASSWORD,
        firstName: 'Gus',
        role: 'admin',
      });
      const refused = [
        receiverUrl,
        'http://localhost./hooks',
        'http://LOCALHOST:9/',
        'http://ats.localhost/hooks',
        // This machine's own name resolves to one of its addresses (loopback or a private network).
        `http://${os.hostname()}:9/hooks`,
        'http://[::1]:9/',
        'http://[::]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:a01:203]/',
        'http://[fe80::1]/',
        'http://[fd12:3456::1]/',
        'http://0/',
        'http://2130706433/',
        'http://0177.0.0.1/',
        'http://0x7f.1/',
        'http://10.1.2.3/hooks',
        'http://172.16.0.1/',
        'http://192.168.1.1/',
        'http://100.64.0.1/',
        'http://169.254.169.254/latest/meta-data',
      ];
      for (const url of refused) {
        const answer = await owner.agent.post('/api/admin/webhooks').send({ url, events: ['job.closed'] });
        expect([url, answer.status, answer.body.message]).toEqual([url, 400, WEBHOOK_MESSAGES.privateAddress]);
      }
      expect((await owner.agent.get('/api/admin/webhooks').expect(200)).body).toEqual([]);
      // A public name is taken (whether or not this machine can resolve it now).
      await owner.agent
        .post('/api/admin/webhooks')
        .send({ url: 'https://hooks.example.com/ats', events: ['application.created'] })
        .expect(200);
    } finally {
      await guarded.stop();
    }
  });

  test('An endpoint that reaches a private address when private targets are no longer allowed is never called, and its delivery is not retried', async () => {
    const testDb = await createTestDatabase();
    // Made while the setting allowed private targets (an ATS on the employer's network)...
    const before = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' }, testDb);
    const ownerId = await before.services.auth.createUser({
      email: 'admin@moved.test',
      password: PASSWORD,
      firstName: 'Mo',
      lastName: 'Moved',
      role: 'admin',
      confirmed: true,
    });
    const endpoint = await before.services.webhooks.create({ url: receiverUrl, events: ['job.closed'] }, ownerId);
    await before.stop();
    // ...and served without it since.
    const guarded = await startTestServer({}, testDb);
    try {
      // Every request the receiver gets lands in one of these (a signature it cannot verify too).
      const calls = () => received.length + refusedSignatures.length;
      const hits = calls();
      const [id] = await guarded.services.jobs.createJobs([aJob('Welder')]);
      await guarded.services.jobAdmin.setOpen(id!, false, ownerId);
      await guarded.services.webhooks.drain();
      const refused = {
        status: 'failed',
        attempts: 1,
        responseStatus: null,
        lastError: WEBHOOK_MESSAGES.privateAddress,
        nextAttemptAt: null,
      };
      expect((await guarded.services.webhooks.deliveries(endpoint.id))[0]).toMatchObject(refused);
      guarded.advance(3_600_000);
      await guarded.services.webhooks.drain();
      expect((await guarded.services.webhooks.deliveries(endpoint.id))[0]).toMatchObject(refused);
      expect(calls()).toBe(hits);
    } finally {
      await guarded.stop();
      await testDb.drop();
    }
  });

  test('Two instances on one database, the receiver down at first: each event is delivered once, after its retry', async () => {
    const testDb = await createTestDatabase();
    const env = { WEBHOOK_ALLOW_PRIVATE: 'true' };
    const one = await startTestServer(env, testDb);
    const two = await startTestServer(env, testDb);
    try {
      const ownerId = await one.services.auth.createUser({
        email: 'admin@two.test',
        password: PASSWORD,
        firstName: 'Tess',
        lastName: 'Two',
        role: 'admin',
        confirmed: true,
      });
      const endpoint = await one.services.webhooks.create({ url: receiverUrl, events: ['job.closed'] }, ownerId);
      secret = endpoint.secret;
      const ids = await one.services.jobs.createJobs(Array.from({ length: 6 }, (_, i) => aJob(`Picker ${i + 1}`)));
      answer = 503;
      const before = received.length;
      for (const [i, id] of ids.entries()) await (i % 2 ? two : one).services.jobAdmin.setOpen(id, false, ownerId);
      await Promise.all([one.services.webhooks.drain(), two.services.webhooks.drain()]);
      expect(received.length).toBe(before);
      // Back up: after the backoff both instances drain at once, again and again.
      answer = 204;
      one.advance(5_001);
      two.advance(5_001);
      await Promise.all([1, 2, 3].flatMap(() => [one.services.webhooks.drain(), two.services.webhooks.drain()]));
      // A pass either instance's timer started meanwhile may still be sending: the rows say when all went.
      const rowsDelivered = async () =>
        (await one.database.db.selectFrom('webhookDelivery').select('status').execute()).every(
          (r) => r.status === 'delivered',
        );
      await waitUntil(rowsDelivered);
      const arrived = received.slice(before);
      expect(arrived.map((r) => r.payload.data.jobOrderId).sort()).toEqual([...ids].sort());
      expect(new Set(arrived.map((r) => r.headers['webhook-id'])).size).toBe(ids.length);
      const rows = await one.database.db.selectFrom('webhookDelivery').select(['status', 'attempts']).execute();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['delivered', 2]));
    } finally {
      await two.stop();
      await one.stop();
      await testDb.drop();
    }
  });
});
