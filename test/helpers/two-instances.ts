/**
 * Two server instances on one fresh database, their schedulers polling every 100 ms, one real SMTP
 * server, and a clock the test moves on both at once: "exactly once however many instances run".
 * They share their secrets as instances behind one load balancer do, so a session cookie or a
 * session token made by one is good on the other.
 */
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from './db';
import { startTestServer, type TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';
import { waitUntil } from './wait';

export interface TwoInstances {
  smtp: TestSmtp;
  a: TestServer;
  b: TestServer;
  /** Moves both instances' clocks. */
  advance(ms: number): void;
  /**
   * Resolves once whatever the clocks now allow has happened: every scheduler of both instances
   * has completed a run that started after this call, and no mail waits in the outbox.
   */
  settle(): Promise<void>;
}

/** `env` adds to both instances' settings (the same for each). */
export function useTwoInstances(env: Record<string, string> = {}): TwoInstances {
  const two = {
    advance(ms: number) {
      two.a.advance(ms);
      two.b.advance(ms);
    },
    async settle() {
      const servers = [two.a, two.b];
      // A run in progress now may have read the clock before it moved: the one after it did not.
      const targets = servers.map((s) => s.schedulerPasses().map((n) => n + 2));
      await waitUntil(() => servers.every((s, i) => s.schedulerPasses().every((n, j) => n >= targets[i]![j]!)));
      // A mail being sent stays pending until the SMTP server has taken it.
      await waitUntil(async () => {
        const waiting = await two.a.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        return Number(waiting.n) === 0;
      });
    },
  } as TwoInstances;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    two.smtp = await startSmtp();
    testDb = await createTestDatabase();
    // One secret for both, as instances behind one load balancer share theirs.
    const shared = {
      SMTP_URL: two.smtp.url,
      ALERT_POLL_MS: '100',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      ...env,
    };
    two.a = await startTestServer(shared, testDb);
    two.b = await startTestServer(shared, testDb);
  }, 60_000);
  afterAll(async () => {
    await two.b?.stop();
    await two.a?.stop();
    await testDb?.drop();
    await two.smtp?.stop();
  });
  return two;
}
