/**
 * The same data gives the same search results on SQLite and PostgreSQL: the same totals, facet
 * counts and matching jobs, in the same order where the order does not depend on the engine's
 * relevance score (FTS5 bm25 and ts_rank differ). The in-memory index gives exactly FTS5's order
 * and scores, on both databases. Runs in the PostgreSQL project (it needs both databases).
 */
import { createDatabase, type DatabaseHandle } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { createJobsFeature } from '../../server/features/jobs/jobs.feature';
import { insertGeneratedJobs } from '../../server/features/jobs/jobs.seed';
import { createAuditLog } from '../../server/lib/audit';
import { createLogger } from '../../server/logger';
import { createTestDatabase, testDialect, type TestDatabase } from '../helpers/db';
import type { SearchInput, SearchResults } from '../../common/jobs';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;

describePostgres('Job search parity between SQLite and PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const dbs: TestDatabase[] = [];
  /** SQLite database search, PostgreSQL database search, SQLite in-memory, PostgreSQL in-memory. */
  let features: ReturnType<typeof createJobsFeature>[] = [];
  const NOW = Date.UTC(2026, 10, 1);

  beforeAll(async () => {
    process.env.TEST_DB = 'sqlite';
    const sqliteDb = await createTestDatabase();
    process.env.TEST_DB = 'postgres';
    const pgDb = await createTestDatabase();
    dbs.push(sqliteDb, pgDb);
    features = [];
    const memory: ReturnType<typeof createJobsFeature>[] = [];
    for (const testDb of dbs) {
      const handle = createDatabase(testDb.url);
      handles.push(handle);
      await migrateToLatest(handle.db);
      const clock = () => NOW;
      const feature = (searchIndex: 'memory' | 'database') =>
        createJobsFeature({
          db: handle.db,
          dialect: handle.dialect,
          clock,
          logger: createLogger('silent'),
          config: {
            maps: { provider: 'offline' },
            sessionSecret: 'parity-secret-parity-secret-0123456789',
            siteName: 'Test',
            publicUrl: 'http://localhost',
            searchIndex,
          },
          audit: createAuditLog(handle.db, clock),
          mailQueued: () => undefined,
        });
      const database = feature('database');
      await insertGeneratedJobs(database.jobsRepo, clock, { count: 4000, seed: 5 });
      // A few closed jobs: they are never found, but count in the bm25 statistics as in FTS5.
      for (const id of [7, 70, 700, 3000]) await database.jobs.closeJob(id);
      features.push(database);
      const inMemory = feature('memory');
      inMemory.searchIndex!.start();
      await inMemory.searchIndex!.ready();
      memory.push(inMemory);
    }
    features.push(...memory);
  }, 120_000);
  afterAll(async () => {
    for (const f of features) f.searchIndex?.close();
    for (const h of handles) await h.destroy();
    for (const d of dbs) await d.drop();
  });

  async function allHits(index: number, body: SearchInput) {
    const ids: number[] = [];
    const scores: number[] = [];
    let first: SearchResults | null = null;
    for (let page = 1; page <= 60; page += 1) {
      const r = await features[index]!.jobs.search(body, String(page), null);
      first ??= r;
      ids.push(...r.hits.map((h) => h.jobOrderId));
      scores.push(...r.hits.map((h) => h.score));
      if (r.hits.length < r.pageSize) break;
    }
    return { first: first!, ids, scores };
  }

  const searches: [string, SearchInput, boolean][] = [
    ['no text', {}, true],
    ['a type and categories', { type: 'Permanent', categories: ['Healthcare', 'Legal'] }, true],
    ['a radius around Chicago', { geo: [{ location: 'Chicago, IL', distance: 40 }] }, true],
    [
      'two radii and a type',
      {
        type: 'Contract',
        geo: [
          { location: 'Houston, TX', distance: 30 },
          { location: '10001', distance: 15 },
        ],
      },
      true,
    ],
    ['a stemmed word', { query: 'engineering' }, false],
    ['two words with a prefix', { query: 'senior softw' }, false],
    ['a word and a radius', { query: 'nurses', geo: [{ location: 'Los Angeles, CA', distance: 60 }] }, false],
    ['a word in descriptions only', { query: 'forklift certification' }, false],
    ['a common word and a category', { query: 'team', categories: ['Manufacturing'] }, false],
  ];

  test.each(searches)('When searching with %s, Then both databases answer the same', async (_name, body, ordered) => {
    const [a, b] = [await allHits(0, body), await allHits(1, body)];
    expect(a.first.total).toBe(b.first.total);
    expect(a.first.aggregations).toEqual(b.first.aggregations);
    expect(a.ids.length).toBe(Math.min(a.first.total, 60 * 20));
    if (ordered) expect(a.ids).toEqual(b.ids);
    else expect([...a.ids].sort((x, y) => x - y)).toEqual([...b.ids].sort((x, y) => x - y));
    expect(a.first.total).toBeGreaterThan(0);
  });

  test.each(searches)(
    'When the in-memory index searches with %s, Then it answers as FTS5 does, on both databases',
    async (_name, body) => {
      const [fts5, sqliteMemory, pgMemory] = [await allHits(0, body), await allHits(2, body), await allHits(3, body)];
      for (const memory of [sqliteMemory, pgMemory]) {
        expect(memory.first.total).toBe(fts5.first.total);
        expect(memory.first.aggregations).toEqual(fts5.first.aggregations);
        expect(memory.ids).toEqual(fts5.ids);
        memory.scores.forEach((score, i) => expect(score).toBeCloseTo(fts5.scores[i]!, 5));
      }
      expect(pgMemory.scores).toEqual(sqliteMemory.scores);
    },
  );
});
