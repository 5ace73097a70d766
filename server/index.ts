/**
 * Process entry: config -> database -> migrations -> seed -> createApp() -> listen, and the ordered
 * shutdown. Past 300 lines because starting and stopping are one sequence read together.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Server as NetServer } from 'node:net';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db';
import { migrateToLatest } from './db/migrate';
import { DEMO_INTERVIEW_CANDIDATE } from './dev/interviews.seed';
import { seedDemo } from './dev/seed';
import { createLogger, type Logger } from './logger';
import { startMetricsServer } from './features/metrics/metrics.routes';
import type { Clock } from './lib/clock';
import { createAlertScheduler } from './features/saved/alert-scheduler';
import { startHousekeeping } from './lib/housekeeping';
import { preparePlaces } from './providers/maps/us-places';
import type { MailTransport } from './providers/mail/mail.types';
import type { TsaClient } from './providers/seal/tsa';
import { createServices, type Services } from './services';

/** The demo data's accounts (server/dev/seed.ts): candidate, staff, admin. */
const DEMO_ACCOUNTS = ['candidate@example.com', 'staff@example.com', 'admin@example.com'] as const;

/** How long requests in flight may finish at shutdown (below the 10 s after which a signal exits). */
const SHUTDOWN_GRACE_MS = 8_000;

export interface RunningServer {
  server: Server;
  url: string;
  /** GET here for the metrics when METRICS_PORT is set. */
  metricsUrl?: string;
  services: Services;
  database: DatabaseHandle;
  close(): Promise<void>;
  /** Each background scheduler's completed runs (alerts, reminders), in that order. */
  schedulerPasses(): number[];
  /** The demo accounts' password, when this start seeded them with a random one. */
  generatedDemoPassword?: string;
}

function shouldSeed(config: Config, database: DatabaseHandle): boolean {
  if (config.seedDemo !== undefined) return config.seedDemo;
  return !config.isProduction && database.dialect === 'sqlite';
}

/**
 * Migrations may build indexes on large tables: on PostgreSQL they run over a connection of their
 * own without the statement timeout that bounds requests.
 */
async function migrate(config: Config, database: DatabaseHandle): Promise<string[]> {
  if (database.dialect !== 'postgres' || !config.database.statementTimeoutMs) return migrateToLatest(database.db);
  const unbounded = createDatabase(config.databaseUrl, { poolMax: 1 });
  try {
    return await migrateToLatest(unbounded.db);
  } finally {
    await unbounded.destroy();
  }
}

export interface StartOptions {
  logger?: Logger;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** The built client (default dist/client). */
  clientDir?: string;
  /** A TSA client instead of the one TSA_URL and TSA_URLS make (null: none). */
  tsa?: TsaClient | null;
  /**
   * A socket already listening, which the server takes over instead of listening on PORT: tests
   * bind port 0 first, so the PUBLIC_URL they configure names the port that is served.
   */
  listenOn?: NetServer;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = createDatabase(config.databaseUrl, {
    onIdleError: (err) => logger.warn({ err }, 'database connection lost'),
    ...config.database,
  });
  const applied = await migrate(config, database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const ctx = {
    config,
    database,
    logger,
    clock: options.clock,
    mailTransport: options.mailTransport,
    tsa: options.tsa,
  };
  const services = createServices(ctx);
  // The seal key is loaded (or the embedded CA made) now: a certificate that cannot seal stops the start.
  try {
    await services.sealer.load();
  } catch (err) {
    await Promise.all([services.files.close(), database.destroy()]);
    throw err;
  }
  let generatedDemoPassword: string | undefined;
  if (shouldSeed(config, database)) {
    const result = await seedDemo(database.db, services, config);
    if (result.seeded) logger.info('demo data seeded');
    generatedDemoPassword = result.generatedPassword;
  }
  // The self-identification forms' texts are content pages; their samples are made when missing.
  await services.ensureFormPages();
  services.mailWorker.start();
  services.webhooks.start();
  // In production the first upload should not wait for the file workers to start.
  if (config.isProduction) services.files.warm();
  const stopHousekeeping = startHousekeeping({
    db: database.db,
    storage: services.storage,
    clock: services.clock,
    logger,
    tasks: [() => services.privacy.purgeRetainedRecords()],
  });
  // Saved-search alerts: every instance runs them; claims in the database keep each digest single.
  const alerts = createAlertScheduler({
    run: () => services.saved.runDueAlerts(),
    logger,
    everyMs: config.alertPollMs,
    onRun: (ok) => services.metrics.schedulerRun('alerts', ok),
  });
  alerts.start();
  // Onboarding due-date reminders: the same scheduler; a unique key keeps each reminder single.
  const reminders = createAlertScheduler({
    run: () => services.onboarding.runDueReminders(),
    logger,
    everyMs: config.alertPollMs,
    onRun: (ok) => services.metrics.schedulerRun('reminders', ok),
  });
  reminders.start();
  // Interview reminders (24 h before): a conditional claim in the database sends each once.
  const interviewReminders = createAlertScheduler({
    run: () => services.interviews.runDueReminders(),
    logger,
    everyMs: config.alertPollMs,
    onRun: (ok) => services.metrics.schedulerRun('interview-reminders', ok),
  });
  interviewReminders.start();
  // Overdue Form I-9 sections: a conditional claim in the database sends each notice once.
  const i9Overdue = createAlertScheduler({
    run: () => services.runOverdueI9(),
    logger,
    everyMs: config.alertPollMs,
    onRun: (ok) => services.metrics.schedulerRun('i9-overdue', ok),
  });
  i9Overdue.start();
  // As warm() above: the place index (about 0.5 s of CPU) is built at start in production only.
  if (config.isProduction) preparePlaces();
  // Seals whose time-stamp authority was down get their time-stamp once it answers again.
  const timestamps = createAlertScheduler({
    run: () => services.seal.runDueTimestamps(),
    logger,
    everyMs: config.alertPollMs,
    onRun: (ok) => services.metrics.schedulerRun('timestamps', ok),
  });
  timestamps.start();
  // The employer's job feed: each instance may run it; the unique external id keeps each job single.
  const feedUrl = config.jobFeed.url;
  const feedImports = feedUrl
    ? createAlertScheduler({
        run: async () => {
          const result = await services.feeds.importFrom(feedUrl);
          if (result.rejected.length)
            logger.warn({ rejected: result.rejected.slice(0, 20) }, 'job feed entries rejected');
          return result.created + result.updated + result.closed;
        },
        logger,
        everyMs: config.jobFeed.everyMs,
        onRun: (ok) => services.metrics.schedulerRun('job-feed', ok),
      })
    : null;
  feedImports?.start();
  feedImports?.runNow();
  const app = createApp({ ...ctx, services, clientDir: options.clientDir });
  const server = createServer(
    {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // Node enforces both timeouts on this beat (30 s by default, which would let a slow client
      // stay up to 30 s past them): a fifth of the headers timeout, at most 5 s.
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(config.http.headersTimeoutMs / 5))),
    },
    app,
  );
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  // Answers not yet sent. Once closing, each goes out with `Connection: close`, so a keep-alive
  // connection ends with its last answer instead of holding the shutdown for the keep-alive timeout.
  const unanswered = new Set<ServerResponse>();
  let shuttingDown = false;
  // Ahead of the app, so the limit below holds from the first layer on.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (shuttingDown) res.setHeader('Connection', 'close');
    unanswered.add(res);
    // Each layer that must know when an answer ends (this tracking, logging, sessions, metrics,
    // timeouts, database work, a streamed body's pipeline) listens for 'close': a streamed feed
    // has eleven, past the ten at which Node warns of a leak.
    res.setMaxListeners(20);
    res.once('close', () => {
      unanswered.delete(res);
      // An answer already under way when the shutdown began: its connection goes once it is idle.
      if (shuttingDown) setImmediate(() => server.closeIdleConnections());
    });
  });
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  let closing: Promise<void> | null = null;
  const close = () => {
    // Stop accepting, let requests in flight finish, then close the database.
    closing ??= new Promise<void>((resolve) => {
      shuttingDown = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
      // A request still running after the grace (a client that never reads, work stuck behind a
      // full queue) has its connection closed, so the rest of the shutdown and the database go.
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
      metricsServer?.close();
      metricsServer?.closeAllConnections();
    })
      .then(() => {
        stopHousekeeping();
        return Promise.all([
          alerts.stop(),
          reminders.stop(),
          timestamps.stop(),
          interviewReminders.stop(),
          i9Overdue.stop(),
          feedImports?.stop(),
        ]);
      })
      .then(() => Promise.all([services.mailWorker.stop(), services.webhooks.stop(), services.files.close()]))
      .then(() => database.destroy());
    return closing;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
      server.listen(options.listenOn ?? config.port);
    });
    if (config.metrics.port !== undefined)
      metricsServer = await startMetricsServer(services.metrics, config.metrics.port);
  } catch (err) {
    // A port already taken: what started above stops, so the process can report it and exit.
    await close();
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const metricsAddress = metricsServer?.address();
  const metricsUrl =
    typeof metricsAddress === 'object' && metricsAddress
      ? `http://localhost:${metricsAddress.port}/metrics`
      : undefined;

  const schedulerPasses = () => [
    alerts.passes(),
    reminders.passes(),
    timestamps.passes(),
    interviewReminders.passes(),
    i9Overdue.passes(),
  ];
  return { server, url, metricsUrl, services, database, close, schedulerPasses, generatedDemoPassword };
}

/** What a start prints once it listens: the address to open and, with demo data, how to sign in. */
async function startMessage(config: Config, running: RunningServer): Promise<string> {
  const lines = [`${config.siteName} is running at ${running.url}`];
  const demo = shouldSeed(config, running.database) && (await running.services.auth.accountByEmail(DEMO_ACCOUNTS[0]));
  if (demo) {
    const password = running.generatedDemoPassword
      ? `${running.generatedDemoPassword} (set DEMO_PASSWORD to choose one)`
      : config.demoPassword
        ? 'the value of DEMO_PASSWORD'
        : 'the one printed when the demo data was loaded';
    lines.push(
      'Demo accounts:',
      `  ${DEMO_ACCOUNTS[0]}    a candidate, with documents to sign`,
      `  ${DEMO_INTERVIEW_CANDIDATE.email}  a candidate with an interview booked and a proposal to answer`,
      `  ${DEMO_ACCOUNTS[1]}        staff: jobs, candidates, documents, pages`,
      `  ${DEMO_ACCOUNTS[2]}        an admin, who also manages staff (/admin/staff)`,
      `Password: ${password}`,
    );
  }
  if (!config.isProduction && !config.smtpUrl) lines.push(`Mail sent: ${running.url}/dev/mail`);
  return `\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  let running: RunningServer;
  try {
    running = await startServer(config, { logger });
  } catch (err) {
    // A signing key that cannot seal (expired, wrong password) is a configuration error: say so plainly.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  logger.info(`${config.siteName} listening on ${running.url} (database: ${running.database.dialect})`);
  // Printed plainly (not as a log record) so a person starting the product can read it.
  console.log(await startMessage(config, running));

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
