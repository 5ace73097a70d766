/**
 * Operations: Prometheus metrics and request ids. /metrics answers only with METRICS_TOKEN (or on
 * METRICS_PORT), and its text parses as Prometheus exposition format with the request, event-loop,
 * pool, outbox, scheduler and file-worker figures; every request's id comes back in X-Request-Id
 * and is on the log lines written for it.
 */
import { Writable } from 'node:stream';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/index';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { testEnv } from '../../helpers/server';
import { waitUntil } from '../../helpers/wait';

const TOKEN = 'metrics-token-0123456789abcdef';

interface Family {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string>; count?: string }[];
}

async function start(env: Record<string, string>, lines: string[] = []) {
  const db = await createTestDatabase();
  const config = loadConfig(await testEnv(env, db));
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const running = await startServer(config, { logger: pino({ level: 'info' }, sink) });
  return { running, db, lines };
}

async function stop(s: { running: RunningServer; db: TestDatabase }) {
  await s.running.close();
  await s.db.drop();
}

describe('metrics with METRICS_TOKEN', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start({ METRICS_TOKEN: TOKEN, ALERT_POLL_MS: '50' });
  });
  afterAll(() => stop(s));

  test('refuses a scrape without the token, or with another', async () => {
    const none = await request(s.running.url).get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.text).not.toContain('http_requests_total');
    const wrong = await request(s.running.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
  });

  test('answers Prometheus text with requests by route and status, and the process figures', async () => {
    await request(s.running.url).get('/healthz').expect(200);
    await request(s.running.url).get('/api/no-such-thing').expect(404);
    // Each scheduler has run at least once (every 50 ms here).
    await waitUntil(() => s.running.schedulerPasses().every((n) => n > 0));
    const res = await request(s.running.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(res.text) as Family[];
    const family = (name: string) => {
      const found = families.find((f) => f.name === name);
      if (!found) throw new Error(`${name} is missing`);
      return found;
    };
    const requests = family('http_requests_total');
    expect(requests.type).toBe('COUNTER');
    expect(requests.metrics).toContainEqual(
      expect.objectContaining({ labels: { method: 'GET', route: '/healthz', status: '200' } }),
    );
    expect(requests.metrics).toContainEqual(
      expect.objectContaining({ labels: expect.objectContaining({ status: '404', route: 'unmatched' }) }),
    );
    const latency = family('http_request_duration_seconds');
    expect(latency.type).toBe('HISTOGRAM');
    // The parser keeps no labels of a histogram's series: its count line is read from the text.
    const count = /^http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} (\d+)$/m.exec(res.text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(1);
    expect(family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    for (const name of [
      'db_pool_waiting',
      'outbox_pending',
      'outbox_oldest_pending_age_seconds',
      'webhook_deliveries_pending',
      'webhook_deliveries_failed',
      'file_workers_queued',
    ]) {
      expect(Number(family(name).metrics[0]?.value)).toBeGreaterThanOrEqual(0);
    }
    const runs = family('scheduler_runs_total').metrics.map((m) => m.labels?.scheduler);
    expect(runs).toEqual(expect.arrayContaining(['alerts', 'reminders', 'timestamps']));
  });

  test('counts a waiting mail in the outbox and its age', async () => {
    // A mail for an address whose server refuses it stays pending (retried later).
    const db = s.running.database.db;
    await db
      .insertInto('outbox')
      .values({
        toAddress: 'someone@example.com',
        subject: 'Waiting',
        textBody: 'x',
        htmlBody: '<p>x</p>',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: Date.now() + 3_600_000,
        lockedUntil: null,
        lastError: null,
        createdAt: Date.now() - 120_000,
        sentAt: null,
        messageId: null,
      })
      .execute();
    const res = await request(s.running.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    const families = parsePrometheusTextFormat(res.text) as Family[];
    const value = (name: string) => Number(families.find((f) => f.name === name)?.metrics[0]?.value);
    expect(value('outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value('outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(119);
  });
});

describe('request ids', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start({});
  });
  afterAll(() => stop(s));

  const logged = (id: string) =>
    s.lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { path?: string }; msg?: string })
      .filter((l) => l.reqId === id);

  test('a new id per request, in the answer and its log line', async () => {
    const a = await request(s.running.url).get('/healthz').expect(200);
    const b = await request(s.running.url).get('/healthz').expect(200);
    const id = String(a.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(id);
    await waitUntil(() => logged(id).length > 0);
    expect(logged(id)[0]).toMatchObject({ req: { path: '/healthz' }, msg: 'request completed' });
  });

  test("keeps a proxy's plain id and replaces one that could forge log lines", async () => {
    const kept = await request(s.running.url).get('/api/no-such-thing').set('X-Request-Id', 'lb-7f3a.42');
    expect(kept.status).toBe(404);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    await waitUntil(() => logged('lb-7f3a.42').length > 0);
    const forged = await request(s.running.url).get('/healthz').set('X-Request-Id', 'a b"}{"level":60');
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the query string, which may carry tokens, is not logged', async () => {
    const res = await request(s.running.url).get('/healthz?token=secret-value');
    await waitUntil(() => logged(String(res.headers['x-request-id'])).length > 0);
    expect(s.lines.join('\n')).not.toContain('secret-value');
  });

  test('without METRICS_TOKEN or METRICS_PORT, /metrics is not served', async () => {
    const res = await request(s.running.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.text).not.toContain('http_requests_total');
  });
});

describe('metrics on METRICS_PORT', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start({ METRICS_PORT: '0' });
  });
  afterAll(() => stop(s));

  test('the metrics port answers without a token; the public port does not serve them', async () => {
    expect(s.running.metricsUrl).toMatch(/^http:\/\/localhost:\d+\/metrics$/);
    const res = await fetch(s.running.metricsUrl!);
    expect(res.status).toBe(200);
    const families = parsePrometheusTextFormat(await res.text()) as Family[];
    expect(families.map((f) => f.name)).toContain('process_resident_memory_bytes');
    const other = await fetch(new URL('/other', s.running.metricsUrl!));
    expect(other.status).toBe(404);
    const pub = await request(s.running.url).get('/metrics');
    expect(pub.text).not.toContain('process_resident_memory_bytes');
  });
});
