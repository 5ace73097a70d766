/** Process entry: config -> database -> migrations -> seed -> createApp() -> listen. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './dev/seed';
import { createLogger, type Logger } from './logger';
import type { Clock } from './lib/clock';
import { createAlertScheduler } from './features/saved/alert-scheduler';
import { startHousekeeping } from './lib/housekeeping';
import { preparePlaces } from './providers/maps/us-places';
import type { MailTransport } from './providers/mail/mail.types';
import type { TsaClient } from './providers/seal/tsa';
import { createServices, type Services } from './services';

export interface RunningServer {
  server: Server;
  url: string;
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
  services.mailWorker.start();
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
  });
  alerts.start();
  // Onboarding due-date reminders: the same scheduler; a unique key keeps each reminder single.
  const reminders = createAlertScheduler({
    run: () => services.onboarding.runDueReminders(),
    logger,
    everyMs: config.alertPollMs,
  });
  reminders.start();
  // Interview reminders (24 h before): a conditional claim in the database sends each once.
  const interviewReminders = createAlertScheduler({
    run: () => services.interviews.runDueReminders(),
    logger,
    everyMs: config.alertPollMs,
  });
  interviewReminders.start();
  preparePlaces();
  // Seals whose time-stamp authority was down get their time-stamp once it answers again.
  const timestamps = createAlertScheduler({
    run: () => services.seal.runDueTimestamps(),
    logger,
    everyMs: config.alertPollMs,
  });
  timestamps.start();
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
  server.on('request', (_req, res: ServerResponse) => {
    if (shuttingDown) res.setHeader('Connection', 'close');
    unanswered.add(res);
    res.once('close', () => {
      unanswered.delete(res);
      // An answer already under way when the shutdown began: its connection goes once it is idle.
      if (shuttingDown) setImmediate(() => server.closeIdleConnections());
    });
  });
  server.listen(config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | null = null;
  const close = () => {
    // Stop accepting, let requests in flight finish, then close the database.
    closing ??= new Promise<void>((resolve) => {
      shuttingDown = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.close(() => resolve());
      server.closeIdleConnections();
    })
      .then(() => {
        stopHousekeeping();
        return Promise.all([alerts.stop(), reminders.stop(), timestamps.stop(), interviewReminders.stop()]);
      })
      .then(() => Promise.all([services.mailWorker.stop(), services.files.close()]))
      .then(() => database.destroy());
    return closing;
  };
  const schedulerPasses = () => [alerts.passes(), reminders.passes(), timestamps.passes(), interviewReminders.passes()];
  return { server, url, services, database, close, schedulerPasses, generatedDemoPassword };
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
  if (running.generatedDemoPassword) {
    // Printed plainly (not as a log record) so a person starting the product can read it.
    console.log(
      `\n  ${config.siteName} is running at ${running.url}\n` +
        `  Demo accounts: candidate@example.com, staff@example.com and admin@example.com\n` +
        `  Password: ${running.generatedDemoPassword} (set DEMO_PASSWORD to choose one)\n`,
    );
  }

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
