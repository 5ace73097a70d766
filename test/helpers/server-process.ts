/** The real server in a process of its own (as production runs it), for kills and memory figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './db';
import { startTestServer, testEnv, type TestServer } from './server';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** The exit code once the process ends (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // tsx as a loader in this very process (its CLI would run the server in a grandchild that a
  // SIGKILL of the child does not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../server/index.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = env.PUBLIC_URL!;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, output: () => output, exited, stop };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface ServerPair {
  /** The instance in this process that prepares the data (its services, its database). */
  setup: TestServer;
  /** The server under test, alone in its own process, on the same database and storage. */
  target: ServerProcess;
  /** Their local storage directory. */
  storage: string;
}

/**
 * A test file's server in its own process beside an in-process instance sharing its database,
 * storage and session secret: started before the file's tests, stopped and removed after them.
 */
export function useServerProcess(env: Record<string, string> = {}): ServerPair {
  const pair = {} as ServerPair;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    pair.storage = mkdtempSync(path.join(os.tmpdir(), 'portal-process-storage-'));
    const shared = { SESSION_SECRET: randomBytes(32).toString('hex'), STORAGE_DIR: pair.storage };
    testDb = await createTestDatabase();
    pair.setup = await startTestServer(shared, testDb);
    pair.target = await startServerProcess({ ...(await testEnv(shared, testDb)), ...env });
  }, 120_000);
  afterAll(async () => {
    await pair.target?.stop();
    await pair.setup?.stop();
    await testDb?.drop();
    if (pair.storage) rmSync(pair.storage, { recursive: true, force: true });
  });
  return pair;
}
