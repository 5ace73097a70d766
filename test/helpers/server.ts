/** Starts the real server (real database, real HTTP) for a test file. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';
import { startServer, type RunningServer } from '../../server/index';
import type { Logger } from '../../server/logger';
import type { MailTransport } from '../../server/providers/mail/mail.types';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestServer extends RunningServer {
  config: Config;
  testDb: TestDatabase;
  /** Moves the server's clock forward (expiries, idle timeouts, retry backoff). */
  advance(ms: number): void;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  mailTransport?: MailTransport;
  /** Where the server logs (a test that reads its warnings); silent by default. */
  logger?: Logger;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of a test server; `env` overrides any of it. `port` defaults to a free one. */
export async function testEnv(env: Record<string, string> = {}, testDb?: TestDatabase, port?: number) {
  port ??= await freePort();
  const storage = mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: testDb?.url ?? 'sqlite::memory:',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    STORAGE_DIR: storage,
    SEED_DEMO: 'false',
    SITE_NAME: 'Test Careers',
    SUPPORT_EMAIL: 'help@test.example',
    CONTACT_URL: 'https://contact.test.example/',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Cheap password hashes and captchas (production refuses them; its stories run at the real cost).
    WORK_FACTORS: env.NODE_ENV === 'production' ? 'standard' : 'test',
    ...env,
  };
}

/** A socket listening on `port` (0: one the system picks), held until the server takes it over. */
function bound(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const socket = net.createServer();
    socket.once('error', reject);
    socket.listen(port, () => resolve(socket));
  });
}

export async function startTestServer(
  env: Record<string, string> = {},
  testDb?: TestDatabase,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = testDb ?? (await createTestDatabase());
  let offset = 0;
  // The port is bound before the server starts, since its PUBLIC_URL names it; the server then
  // listens on that very socket, so no other test file can take the port in between.
  const socket = await bound(env.PORT ? Number(env.PORT) : 0);
  const port = (socket.address() as net.AddressInfo).port;
  const vars = await testEnv(env, database, port);
  try {
    const config = loadConfig(vars);
    const running = await startServer(config, {
      clock: () => Date.now() + offset,
      mailTransport: options.mailTransport,
      logger: options.logger,
      listenOn: socket,
      // Lets parallel work build the client into its own folder (webpack --output-path).
      clientDir: process.env.TEST_CLIENT_DIR ? path.resolve(process.env.TEST_CLIENT_DIR) : undefined,
    });
    return testServer(running, config, vars, database, testDb, (ms) => (offset += ms));
  } catch (err) {
    // A start that failed (a bad setting under test, say) leaves no socket, files or database.
    await new Promise((resolve) => socket.close(resolve));
    rmSync(vars.STORAGE_DIR, { recursive: true, force: true });
    if (!testDb) await database.drop();
    throw err;
  }
}

function testServer(
  running: RunningServer,
  config: Config,
  vars: { STORAGE_DIR: string },
  database: TestDatabase,
  testDb: TestDatabase | undefined,
  advance: (ms: number) => void,
): TestServer {
  return {
    ...running,
    config,
    testDb: database,
    advance,
    async stop() {
      await running.close();
      // A page image still being written when the server closes can refill a folder: retried, as rm -rf would.
      rmSync(vars.STORAGE_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      if (!testDb) await database.drop();
    },
  };
}
