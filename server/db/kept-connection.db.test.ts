/**
 * A request waits for the pool once (PostgreSQL): it keeps the connection of its first query until
 * it ends, so its later queries (and a transaction) run on it at once while another request waits,
 * and the connection goes to that request when the first ends.
 */
import { sql } from 'kysely';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/helpers/db';
import { waitUntil } from '../../test/helpers/wait';
import { createDatabase, type DatabaseHandle } from '.';
import { type DatabaseWork, endDatabaseWork, runWithDatabaseWork } from './work-context';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;

describePostgres('A request keeps its connection (DB_POOL_MAX=1)', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
    handle = createDatabase(testDb.url, { poolMax: 1, acquireTimeoutMs: 20_000 });
  });
  afterAll(async () => {
    await handle.destroy();
    await testDb.drop();
  });

  const work = (): DatabaseWork => ({ signal: new AbortController().signal, waitBudgetMs: 20_000 });
  const backend = async () =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;

  test('When another request waits for the only connection, Then the first runs its later queries and a transaction on its own at once, and the other runs once it ends', async () => {
    const events: string[] = [];
    const first = work();
    const second = work();
    const firstPids = await runWithDatabaseWork(first, async () => {
      const pids = [await backend()];
      const other = runWithDatabaseWork(second, async () => {
        const pid = await backend();
        events.push('second');
        return pid;
      });
      await waitUntil(() => handle.load()!.waiting === 1);
      pids.push(await backend());
      pids.push(
        await handle.db
          .transaction()
          .execute(
            async (trx) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid,
          ),
      );
      pids.push(await backend());
      events.push('first done');
      endDatabaseWork(first);
      return { pids, other };
    });
    expect(new Set(firstPids.pids).size).toBe(1);
    expect(await firstPids.other).toBe(firstPids.pids[0]);
    expect(events).toEqual(['first done', 'second']);
    endDatabaseWork(second);
    await waitUntil(() => handle.load()!.idle === 1);
  });

  test('When two requests hold the only two connections and each runs queries side by side, Then each runs them one after another on its own connection, and neither waits for a third', async () => {
    const pair = createDatabase(testDb.url, { poolMax: 2, acquireTimeoutMs: 20_000 });
    try {
      const pid = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(pair.db)).rows[0]!.pid;
      const request = async () => {
        const w: DatabaseWork = { signal: new AbortController().signal, waitBudgetMs: 1_000 };
        return runWithDatabaseWork(w, async () => {
          const first = await pid();
          // Both requests now hold a connection; their side-by-side queries take no other.
          await waitUntil(() => pair.load()!.idle === 0);
          const side = await Promise.all([pid(), pid(), pid()]);
          endDatabaseWork(w);
          return [first, ...side];
        });
      };
      const [a, b] = await Promise.all([request(), request()]);
      expect(new Set(a).size).toBe(1);
      expect(new Set(b).size).toBe(1);
      expect(a[0]).not.toBe(b[0]);
    } finally {
      await pair.destroy();
    }
  });
});
