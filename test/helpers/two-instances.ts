/**
 * Two server instances on one fresh database, their schedulers polling every 100 ms, one real SMTP
 * server, and a clock the test moves on both at once: "exactly once however many instances run".
 */
import { createTestDatabase, type TestDatabase } from './db';
import { startTestServer, type TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';

export interface TwoInstances {
  smtp: TestSmtp;
  a: TestServer;
  b: TestServer;
  /** Moves both instances' clocks. */
  advance(ms: number): void;
}

export function useTwoInstances(): TwoInstances {
  const two = {
    advance(ms: number) {
      two.a.advance(ms);
      two.b.advance(ms);
    },
  } as TwoInstances;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    two.smtp = await startSmtp();
    testDb = await createTestDatabase();
    two.a = await startTestServer({ SMTP_URL: two.smtp.url, ALERT_POLL_MS: '100' }, testDb);
    two.b = await startTestServer({ SMTP_URL: two.smtp.url, ALERT_POLL_MS: '100' }, testDb);
  }, 60_000);
  afterAll(async () => {
    await two.b?.stop();
    await two.a?.stop();
    await testDb?.drop();
    await two.smtp?.stop();
  });
  return two;
}
