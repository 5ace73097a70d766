/**
 * Prometheus metrics (prom-client): requests by route and status with their latency, 503s by
 * admission class and the requests at work and waiting, the event
 * loop's lag and the process's own figures, the database pool's waits, the outbox's depth and
 * age, webhook deliveries waiting and given up, background scheduler runs and the file workers'
 * queue. Each server has its own registry, so several in one process (tests) do not share counters.
 */
import { sql } from 'kysely';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolLoad } from '../../db';
import type { AdmissionClass, AdmissionLoad } from '../../lib/admission';

export interface MetricsDeps {
  db: Db;
  /** The pool's state; null on SQLite. */
  poolLoad: () => PoolLoad | null;
  /** Requests at work and waiting for a place (server/lib/admission.ts). */
  admission: () => AdmissionLoad;
  /** The untrusted-file workers' state. */
  files: () => { working: number; queued: number };
  clock: () => number;
  /**
   * Also collect the process's own figures (CPU, memory, GC, event-loop lag). Only when metrics are
   * served: prom-client's collectors hook the process for its whole life (a GC observer and an
   * event-loop monitor it never stops), so each server closed in a long-lived process (a test
   * runner) would leave its hooks, and everything they reach, behind.
   */
  processMetrics: boolean;
}

export interface Metrics {
  registry: Registry;
  /** Times every request; mounted first, so every answer is counted. */
  requests: RequestHandler;
  /**
   * Counts a 503 by the request's admission class: refused at the door (`admission`), or admitted
   * and then refused by the database (`work`).
   */
  unavailable(cls: AdmissionClass, stage: 'admission' | 'work'): void;
  /** Counts a background scheduler's completed run. */
  schedulerRun(name: string, ok: boolean): void;
  /** The exposition text and its content type. */
  render(): Promise<{ body: string; contentType: string }>;
}

/** The route's pattern (bounded label values), not the path a client sent. */
function routeLabel(req: Parameters<RequestHandler>[0]): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return 'unmatched';
}

export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  if (deps.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['method', 'route', 'status'] as const;
  const requestsTotal = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const schedulerRuns = new Counter({
    name: 'scheduler_runs_total',
    help: 'Background scheduler runs completed, by scheduler and outcome.',
    labelNames: ['scheduler', 'outcome'] as const,
    registers: [registry],
  });
  const unavailable = new Counter({
    name: 'http_requests_unavailable_total',
    help: 'Requests answered 503, by admission class and stage (refused at admission, or by the database once at work).',
    labelNames: ['class', 'stage'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'admission_requests',
    help: 'Requests at work and waiting for a place.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = deps.admission();
      this.set({ state: 'at_work' }, load.atWork);
      this.set({ state: 'waiting' }, load.waiting);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a database connection (PostgreSQL; 0 on SQLite).',
    registers: [registry],
    collect() {
      this.set(deps.poolLoad()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Open database connections by state (PostgreSQL).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = deps.poolLoad();
      this.set({ state: 'idle' }, load?.idle ?? 0);
      this.set({ state: 'busy' }, load ? load.total - load.idle : 0);
    },
  });
  new Gauge({
    name: 'file_workers_queued',
    help: 'Untrusted-file tasks (parsing, page renders) waiting for a worker.',
    registers: [registry],
    collect() {
      this.set(deps.files().queued);
    },
  });
  new Gauge({
    name: 'file_workers_busy',
    help: 'Untrusted-file workers at work.',
    registers: [registry],
    collect() {
      this.set(deps.files().working);
    },
  });
  const outboxDepth = new Gauge({
    name: 'outbox_pending',
    help: 'Mails waiting in the outbox.',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits).',
    registers: [registry],
  });

  const webhooksPending = new Gauge({
    name: 'webhook_deliveries_pending',
    help: 'Webhook deliveries waiting to be sent or retried.',
    registers: [registry],
  });
  const webhooksFailed = new Gauge({
    name: 'webhook_deliveries_failed',
    help: 'Webhook deliveries given up on (retried for a day, or their endpoint turned off).',
    registers: [registry],
  });

  /** The webhook deliveries by status, counted when scraped. */
  async function readWebhooks() {
    const rows = await deps.db
      .selectFrom('webhookDelivery')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    webhooksPending.set(count('pending'));
    webhooksFailed.set(count('failed'));
  }

  /** One query for both outbox figures, made when scraped. */
  async function readOutbox() {
    const { rows } = await sql<{ n: number | string; oldest: number | string | null }>`select count(*) as n,
      min(created_at) as oldest from outbox where status = 'pending'`.execute(deps.db);
    const n = Number(rows[0]?.n ?? 0);
    const oldest = rows[0]?.oldest;
    outboxDepth.set(n);
    outboxAge.set(oldest === null || oldest === undefined ? 0 : Math.max(0, (deps.clock() - Number(oldest)) / 1000));
  }

  return {
    registry,
    requests(req, res, next) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const labels = { method: req.method, route: routeLabel(req), status: String(res.statusCode) };
        requestsTotal.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    },
    unavailable(cls, stage) {
      unavailable.inc({ class: cls, stage });
    },
    schedulerRun(name, ok) {
      schedulerRuns.inc({ scheduler: name, outcome: ok ? 'ok' : 'failed' });
    },
    async render() {
      await Promise.all([readOutbox(), readWebhooks()]);
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}
