/**
 * The in-memory search index follows the database: two instances on one database, each with its
 * own index, see every write (new, changed, closed and deleted jobs) by either instance or by
 * plain SQL at their next search; on PostgreSQL also a transaction that commits after a later one.
 */
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  sql,
} from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { createJobsFeature } from '../../server/features/jobs/jobs.feature';
import { insertGeneratedJobs } from '../../server/features/jobs/jobs.seed';
import { jobRow } from '../../server/features/jobs/jobs.service';
import { createAuditLog } from '../../server/lib/audit';
import { createLogger } from '../../server/logger';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

const NOW = Date.UTC(2026, 10, 1);

/** Holds the answers of change-feed reads while closed: a feed read caught in the middle. */
class FeedGate implements KyselyPlugin {
  private readonly feedReads = new Set<QueryId>();
  private opened: Promise<void> | null = null;
  private open_: () => void = () => undefined;
  private onHeld: () => void = () => undefined;

  close(): Promise<void> {
    this.opened = new Promise((resolve) => (this.open_ = resolve));
    return new Promise((resolve) => (this.onHeld = resolve));
  }

  open(): void {
    this.opened = null;
    this.open_();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'SelectQueryNode' && /"job_change"/.test(JSON.stringify(node.from))) this.feedReads.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.feedReads.delete(queryId) && this.opened) {
      this.onHeld();
      await this.opened;
    }
    return result;
  }
}

describe('In-memory search index', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let a: ReturnType<typeof createJobsFeature>;
  let b: ReturnType<typeof createJobsFeature>;
  const gate = new FeedGate();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.url);
    await migrateToLatest(handle.db);
    const instance = (db = handle.db) =>
      createJobsFeature({
        db,
        dialect: handle.dialect,
        clock: () => NOW,
        logger: createLogger('silent'),
        config: {
          maps: { provider: 'offline' },
          sessionSecret: 'index-secret-index-secret-0123456789',
          siteName: 'Test',
          publicUrl: 'http://localhost',
          searchIndex: 'memory',
        },
        audit: createAuditLog(handle.db, () => NOW),
        mailQueued: () => undefined,
      });
    a = instance();
    b = instance(handle.db.withPlugin(gate));
    await insertGeneratedJobs(a.jobsRepo, () => NOW, { count: 300, seed: 3 });
    for (const f of [a, b]) {
      f.searchIndex!.start();
      await f.searchIndex!.ready();
    }
  }, 60_000);
  afterAll(async () => {
    a.searchIndex!.close();
    b.searchIndex!.close();
    await handle.destroy();
    await testDb.drop();
  });

  const total = async (f: typeof a, query: string) => (await f.jobs.search({ query }, '1', null)).total;
  const job = (title: string) => ({
    title,
    description: '<p>Flies over the city.</p>',
    corpTitle: 'Acme',
    employmentType: 'Contract' as const,
    category: 'Engineering' as const,
    location: 'Chicago, IL',
    openedAt: NOW,
  });

  test('Given both indexes are loaded, Then they hold every job', () => {
    expect(a.searchIndex!.status()).toMatchObject({ ready: true, documents: 300 });
    expect(b.searchIndex!.status()).toMatchObject({ ready: true, documents: 300 });
  });

  test('When one instance adds, closes and reopens a job, Then the other finds it at its next search', async () => {
    const [id] = await a.jobs.createJobs([job('Zeppelin Pilot')]);
    expect(await total(b, 'zeppelin')).toBe(1);
    await a.jobs.closeJob(id!);
    expect(await total(b, 'zeppelin')).toBe(0);
    await handle.db.updateTable('jobOrder').set({ status: 'Open', active: 1 }).where('id', '=', id!).execute();
    expect(await total(b, 'zeppelin')).toBe(1);
    expect(await total(a, 'zeppelin')).toBe(1);
  });

  test('When a job is changed or deleted in SQL, Then searches follow', async () => {
    const [id] = await a.jobs.createJobs([job('Balloon Pilot')]);
    expect(await total(b, 'balloon')).toBe(1);
    const changed = jobRow(job('Airship Captain'));
    await handle.db
      .updateTable('jobOrder')
      .set({ title: changed.title, searchTitle: changed.searchTitle, searchBody: changed.searchBody })
      .where('id', '=', id!)
      .execute();
    expect(await total(b, 'balloon')).toBe(0);
    expect(await total(b, 'airship')).toBe(1);
    await handle.db.deleteFrom('jobOrder').where('id', '=', id!).execute();
    expect(await total(b, 'airship')).toBe(0);
    expect(b.searchIndex!.status().documents).toBe(a.searchIndex!.status().documents);
  });

  test('When a transaction commits after a later change is seen, Then its job is still found', async () => {
    if (handle.dialect !== 'postgres') return; // SQLite runs one writer at a time: ids appear in order.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const slow = handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('jobOrder')
        .values({ ...jobRow(job('Glider Instructor')), createdAt: NOW, updatedAt: NOW })
        .execute();
      inserted();
      await held;
    });
    await insertedNow;
    // A later change commits first; the index moves past the slow transaction's change id.
    await a.jobs.createJobs([job('Kite Designer')]);
    expect(await total(b, 'kite')).toBe(1);
    expect(await total(b, 'glider')).toBe(0);
    release();
    await slow;
    expect(await total(b, 'glider')).toBe(1);
  });

  test('When a job is added while a search reads the feed, Then a search made after the write finds it', async () => {
    // A second connection writes: the held read keeps the first one (SQLite has one per handle).
    const writer = createDatabase(testDb.url);
    const held = gate.close();
    const first = b.jobs.search({ query: 'hovercraft' }, '1', null);
    await held; // the first search's feed read has its answer, from before the write
    await writer.db
      .insertInto('jobOrder')
      .values({ ...jobRow(job('Hovercraft Pilot')), createdAt: NOW, updatedAt: NOW })
      .execute();
    await writer.destroy();
    const second = b.jobs.search({ query: 'hovercraft' }, '1', null);
    gate.open();
    expect((await second).total).toBe(1);
    await first;
  });

  test('When the same search is made on both instances, Then they answer the same', async () => {
    const body = { query: 'engineer', geo: [{ location: 'Chicago, IL', distance: 100 }] };
    expect(await b.jobs.search(body, '1', null)).toEqual(await a.jobs.search(body, '1', null));
    const count = await sql<{ n: number }>`select count(*) as n from job_change`.execute(handle.db);
    expect(Number(count.rows[0]!.n)).toBeGreaterThan(300);
  });
});
