/**
 * Webhook delivery against receivers that misbehave, each a real HTTP server on loopback. One that
 * trickles its answer a byte every 5 s holds up no other endpoint, and its attempt is cut at the
 * deadline (WEBHOOK_TIMEOUT_MS, a few seconds here so the story stays short) and counted failed;
 * whatever goes wrong, the admin reads one fixed sentence per kind of failure, never the socket's
 * own words; and with two instances a row stays claimed for longer than its attempt can last, so
 * an event is never sent twice at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES, type WebhookDelivery } from '../../../common/webhooks';
import { aJob } from '../../helpers/jobs';
import { freePort, startTestServer, type TestServer } from '../../helpers/server';
import { useTwoInstances } from '../../helpers/two-instances';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Slow-Hooks-Passw0rd!';
const TRICKLE_MS = 5_000;

/**
 * How a receiver answers: at once; a byte of its body every 5 s; a byte of its status line and
 * headers every 5 s; by hanging up; or with an error status.
 */
type Answer = 'at once' | 'trickled body' | 'trickled headers' | 'hang up' | 503;

interface Receiver {
  url: string;
  answer: Answer;
  /** The webhook-id of each request, in the order they came. */
  ids: string[];
  /** webhook-ids whose request has ended (answered, or the portal hung up). */
  ended: string[];
  /** Requests not ended yet. */
  open(): number;
  /** The most requests open at one time for one webhook-id. */
  mostAtOnce(id: string): number;
  stop(): Promise<void>;
}

async function startReceiver(answer: Answer): Promise<Receiver> {
  const openById = new Map<string, number>();
  const most = new Map<string, number>();
  const r = {
    answer,
    ids: [] as string[],
    ended: [] as string[],
    open: () => [...openById.values()].reduce((a, b) => a + b, 0),
    mostAtOnce: (id: string) => most.get(id) ?? 0,
  } as Receiver;
  const server = http.createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    r.ids.push(id);
    openById.set(id, (openById.get(id) ?? 0) + 1);
    most.set(id, Math.max(most.get(id) ?? 0, openById.get(id)!));
    let trickle: NodeJS.Timeout | undefined;
    res.on('close', () => {
      clearInterval(trickle);
      openById.set(id, openById.get(id)! - 1);
      r.ended.push(id);
    });
    req.resume();
    req.on('end', () => {
      if (r.answer === 'at once') return void res.writeHead(204).end();
      if (typeof r.answer === 'number') return void res.writeHead(r.answer).end();
      if (r.answer === 'hang up') return void req.socket.destroy();
      if (r.answer === 'trickled body') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('.');
        trickle = setInterval(() => res.write('.'), TRICKLE_MS);
        return;
      }
      // The status line itself, byte by byte, straight onto the socket.
      const head = 'HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n';
      let sent = 0;
      const next = () => req.socket.write(head[sent++] ?? '');
      next();
      trickle = setInterval(next, TRICKLE_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  r.stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return r;
}

/** Something every endpoint here hears of: a job closes. */
async function aJobCloses(server: TestServer, actorId: number): Promise<void> {
  const [id] = await server.services.jobs.createJobs([aJob('Loader')]);
  await server.services.jobAdmin.setOpen(id!, false, actorId);
}

describe('Webhook receivers that are slow or failing', () => {
  const DEADLINE_S = 3;
  let server: TestServer;
  let admin: SignedInUser;
  const receivers: Receiver[] = [];
  const receiver = async (answer: Answer) => {
    const r = await startReceiver(answer);
    receivers.push(r);
    return r;
  };
  const endpointFor = async (url: string) =>
    (await server.services.webhooks.create({ url, events: ['job.closed'] }, admin.id)).id;
  /** What the admin reads on the integrations screen. */
  const deliveries = async (endpointId: number) =>
    (await admin.agent.get(`/api/admin/webhooks/${endpointId}/deliveries`).expect(200)).body as WebhookDelivery[];

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: String(DEADLINE_S * 1000) });
    admin = await signedInUser(server, { email: 'ada@slow.test', password: PASSWORD, firstName: 'Ada', role: 'admin' });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.stop()));
    await server?.stop();
  });
  afterEach(async () => {
    for (const e of await server.services.webhooks.list()) await server.services.webhooks.remove(e.id, admin.id);
  });

  test('A receiver that trickles a byte every 5 s holds up no other endpoint: its deliveries arrive before the slow one finished', async () => {
    const slow = await receiver('trickled body');
    const quick = await receiver('at once');
    // The slow endpoint is older: its rows come first.
    await endpointFor(slow.url);
    const quickId = await endpointFor(quick.url);
    for (let i = 0; i < 3; i++) await aJobCloses(server, admin.id);
    await waitUntil(() => quick.ids.length === 3 && quick.open() === 0);
    expect(slow.ids).toHaveLength(1);
    expect(slow.ended).toEqual([]);
    await waitUntil(async () => (await deliveries(quickId)).every((d) => d.status === 'delivered'));
  });

  test('An attempt still answering at the deadline is cut, in the headers or in the body, and counted failed', async () => {
    const headers = await receiver('trickled headers');
    const body = await receiver('trickled body');
    const ids = [await endpointFor(headers.url), await endpointFor(body.url)];
    await aJobCloses(server, admin.id);
    const timedOut = WEBHOOK_MESSAGES.timedOut(DEADLINE_S);
    await waitUntil(async () => {
      const rows = await Promise.all(ids.map(deliveries));
      return rows.every(([d]) => d?.lastError === timedOut);
    });
    for (const id of ids)
      expect((await deliveries(id))[0]).toMatchObject({
        status: 'failing',
        attempts: 1,
        responseStatus: null,
        lastError: timedOut,
      });
    // The portal hung up on both.
    expect([headers.open(), body.open()]).toEqual([0, 0]);
    expect([headers.ended, body.ended]).toEqual([headers.ids, body.ids]);
  });

  test('The admin reads one fixed sentence per kind of failure, never the socket’s own words', async () => {
    const closedPort = await freePort();
    const hangsUp = await receiver('hang up');
    const failing = await receiver(503);
    const unreachable = [
      await endpointFor(`http://127.0.0.1:${closedPort}/hooks`),
      // A name that does not resolve (a typo, or a trailing dot on a name only the hosts file knows).
      await endpointFor(`http://localhost.:${closedPort}/hooks`),
      await endpointFor(`http://no-such-host.invalid/hooks`),
      await endpointFor(hangsUp.url),
    ];
    const answered = await endpointFor(failing.url);
    await aJobCloses(server, admin.id);
    await waitUntil(async () => {
      const rows = await Promise.all([...unreachable, answered].map(deliveries));
      return rows.every(([d]) => d?.attempts === 1 && d.lastError !== null);
    });
    for (const id of unreachable)
      expect((await deliveries(id))[0]).toMatchObject({
        status: 'failing',
        responseStatus: null,
        lastError: WEBHOOK_MESSAGES.unreachable,
      });
    expect((await deliveries(answered))[0]).toMatchObject({
      status: 'failing',
      responseStatus: 503,
      lastError: WEBHOOK_MESSAGES.httpStatus(503),
    });

    // A row written before the texts were fixed shows the fixed text too.
    const [old] = await deliveries(unreachable[1]!);
    await server.database.db
      .updateTable('webhookDelivery')
      .set({ lastError: 'Not delivered: getaddrinfo ENOTFOUND localhost.' })
      .where('id', '=', old!.id)
      .execute();
    expect((await deliveries(unreachable[1]!))[0]!.lastError).toBe(WEBHOOK_MESSAGES.unreachable);
  });
});

describe('Two instances and a receiver slower than the deadline', () => {
  const DEADLINE_MS = 1_500;
  let slow: Receiver;
  // Started before the instances, stopped before them (an attempt may still be open on it).
  beforeAll(async () => {
    slow = await startReceiver('trickled body');
  });
  afterAll(() => slow.stop());
  const two = useTwoInstances({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: String(DEADLINE_MS) });

  test('The row stays claimed while its attempt may last: the other instance never sends the same event at the same time', async () => {
    const ownerId = await two.a.services.auth.createUser({
      email: 'tess@two-slow.test',
      password: PASSWORD,
      firstName: 'Tess',
      lastName: 'Two',
      role: 'admin',
      confirmed: true,
    });
    const endpoint = await two.a.services.webhooks.create({ url: slow.url, events: ['job.closed'] }, ownerId);
    await aJobCloses(two.a, ownerId);
    await waitUntil(() => slow.ids.length === 1);
    const [id] = slow.ids as [string];
    // As much time as the attempt may still take passes on both clocks; the other instance looks for work.
    two.advance(DEADLINE_MS);
    const looking = Promise.all([two.a.services.webhooks.drain(), two.b.services.webhooks.drain()]);
    // The attempt is cut at the deadline and counted failed, to be tried again after its backoff.
    const row = async () => (await two.a.services.webhooks.deliveries(endpoint.id))[0]!;
    await waitUntil(async () => (await row()).lastError === WEBHOOK_MESSAGES.timedOut(DEADLINE_MS / 1000));
    await looking;
    expect(slow.ids).toEqual([id]);
    await Promise.all([two.a.services.webhooks.drain(), two.b.services.webhooks.drain()]);
    expect(slow.ids).toEqual([id]);

    // After the backoff the receiver answers at once: both instances look, one sends it, once.
    slow.answer = 'at once';
    two.advance(5_001);
    await Promise.all([1, 2, 3].flatMap(() => [two.a.services.webhooks.drain(), two.b.services.webhooks.drain()]));
    await waitUntil(async () => (await row()).status === 'delivered');
    expect(slow.ids).toEqual([id, id]);
    expect(slow.mostAtOnce(id)).toBe(1);
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 204, lastError: null });
  });
});
