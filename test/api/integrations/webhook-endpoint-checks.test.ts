/**
 * What an admin is told while setting up an endpoint, against a real receiver on loopback that
 * verifies each delivery's signature: only https:// public addresses unless WEBHOOK_ALLOW_PRIVATE
 * (the way to test against one's own machine); a missing URL or key name is named per field; "Send
 * a test event" makes a real, signed delivery and answers its result; a failing delivery says so with
 * its next try, and "Send again" retries that same delivery instead of adding another.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_MESSAGES } from '../../../common/webhooks';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { aJob } from '../../helpers/jobs';

const PASSWORD = 'Hook-Checks-Passw0rd!';

describe('Setting up a webhook endpoint', () => {
  let strict: TestServer;
  let local: TestServer;
  let strictAdmin: SignedInUser;
  let admin: SignedInUser;
  let receiver: http.Server;
  let receiverUrl: string;
  let answer = 204;
  let secret = '';
  const verified: { id: string; type: string }[] = [];

  const signIn = (server: TestServer) =>
    signedInUser(server, { email: 'ada@checks.test', password: PASSWORD, firstName: 'Ada', role: 'admin' });

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const payload = new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), req.headers as never) as {
          type: string;
        };
        verified.push({ id: String(req.headers['webhook-id']), type: payload.type });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    strict = await startTestServer();
    local = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    strictAdmin = await signIn(strict);
    admin = await signIn(local);
  });
  afterAll(async () => {
    await strict?.stop();
    await local?.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const add = (who: SignedInUser, url: unknown) =>
    who.agent.post('/api/admin/webhooks').send({ url, events: ['job.closed'] });

  test('Without WEBHOOK_ALLOW_PRIVATE, an http:// or a loopback address is refused, saying how to test locally', async () => {
    // A public address written as a number: only its scheme is wrong.
    const http = await add(strictAdmin, 'http://93.184.215.14/hooks');
    expect([http.status, http.body.message, http.body.fields]).toEqual([
      400,
      WEBHOOK_MESSAGES.httpsOnly,
      { url: WEBHOOK_MESSAGES.httpsOnly },
    ]);
    const loopback = await add(strictAdmin, receiverUrl);
    expect([loopback.status, loopback.body.fields]).toEqual([400, { url: WEBHOOK_MESSAGES.privateAddress }]);
    expect(loopback.body.message).toContain('WEBHOOK_ALLOW_PRIVATE=true');
    expect(await strict.services.webhooks.list()).toEqual([]);
    // With it, the developer's own receiver is taken.
    await add(admin, receiverUrl).expect(200);
  });

  test('A missing URL, event or key name is named plainly, per field', async () => {
    const empty = await admin.agent.post('/api/admin/webhooks').send({ url: '', events: [] });
    expect([empty.status, empty.body.message, empty.body.fields]).toEqual([
      400,
      'Enter the endpoint URL.',
      { url: 'Enter the endpoint URL.', events: 'Choose at least one event.' },
    ]);
    const none = await admin.agent.post('/api/admin/webhooks').send({});
    expect(none.body.fields).toEqual({ url: 'Enter the endpoint URL.', events: 'Choose at least one event.' });

    const unnamed = await admin.agent.post('/api/admin/api-keys').send({ name: ' ', scopes: [] });
    expect([unnamed.status, unnamed.body.message, unnamed.body.fields]).toEqual([
      400,
      'Enter a name for the key.',
      { name: 'Enter a name for the key.', scopes: 'Choose at least one scope.' },
    ]);
    const nameless = await admin.agent.post('/api/admin/api-keys').send({ scopes: ['jobs:read'] });
    expect(nameless.body.fields).toEqual({ name: 'Enter a name for the key.' });
  });

  test('Send a test event: a real signed delivery, its result answered and listed; a failure says why', async () => {
    const created = await add(admin, receiverUrl).expect(200);
    secret = created.body.secret;
    const id = created.body.id as number;
    const sent = await admin.agent.post(`/api/admin/webhooks/${id}/test`).expect(200);
    expect(sent.body).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      responseStatus: 204,
      lastError: null,
    });
    expect(verified.at(-1)).toEqual({ id: sent.body.messageId, type: 'webhook.test' });

    answer = 500;
    const failed = await admin.agent.post(`/api/admin/webhooks/${id}/test`).expect(200);
    expect(failed.body).toMatchObject({
      status: 'failed',
      responseStatus: 500,
      lastError: WEBHOOK_MESSAGES.httpStatus(500),
      nextAttemptAt: null,
    });
    const listed = (await admin.agent.get(`/api/admin/webhooks/${id}/deliveries`).expect(200)).body as { id: number }[];
    expect(listed.map((d) => d.id)).toEqual([failed.body.id, sent.body.id]);
    // A test is not a real event: it is never retried.
    local.advance(60_000);
    await local.services.webhooks.drain();
    expect(verified.filter((v) => v.id === failed.body.messageId)).toHaveLength(1);
    expect((await admin.agent.post('/api/admin/webhooks/999999/test')).status).toBe(404);
  });

  test('A failing delivery is shown failing with its next try; Send again retries that delivery, not a copy', async () => {
    await local.database.db.deleteFrom('webhookEndpoint').execute();
    const created = await add(admin, receiverUrl).expect(200);
    secret = created.body.secret;
    const id = created.body.id as number;
    answer = 503;
    const [jobId] = await local.services.jobs.createJobs([aJob('Packer')]);
    await local.services.jobAdmin.setOpen(jobId!, false, admin.id);
    await local.services.webhooks.drain();
    const deliveries = async () =>
      (await admin.agent.get(`/api/admin/webhooks/${id}/deliveries`).expect(200)).body as {
        id: number;
        status: string;
        attempts: number;
        nextAttemptAt: string | null;
      }[];
    const [failing] = await deliveries();
    expect(failing).toMatchObject({ status: 'failing', attempts: 1 });
    expect(Date.parse(failing!.nextAttemptAt!)).toBeGreaterThan(local.services.clock());

    answer = 204;
    const again = await admin.agent.post(`/api/admin/webhooks/${id}/deliveries/${failing!.id}/replay`).expect(200);
    expect(again.body).toMatchObject({ id: failing!.id, status: 'pending' });
    await local.services.webhooks.drain();
    const after = await deliveries();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: failing!.id, status: 'delivered', attempts: 2, nextAttemptAt: null });
  });
});
