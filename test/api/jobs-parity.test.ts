/**
 * The same data gives the same search results on SQLite and PostgreSQL: the same totals, facet
 * counts and matching jobs, in the same order where the order does not depend on the engine's
 * relevance score. Runs in the PostgreSQL project (it needs both databases).
 */
import { createDatabase, type DatabaseHandle } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { createJobsFeature } from '../../server/features/jobs/jobs.feature';
import { insertGeneratedJobs } from '../../server/features/jobs/jobs.seed';
import { createAuditLog } from '../../server/lib/audit';
import { createTestDatabase, testDialect, type TestDatabase } from '../helpers/db';
import type { SearchInput, SearchResults } from '../../common/jobs';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;

describePostgres('Job search parity between SQLite and PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const dbs: TestDatabase[] = [];
  let features: ReturnType<typeof createJobsFeature>[] = [];
  const NOW = Date.UTC(2026, 10, 1);

  beforeAll(async () => {
    process.env.TEST_DB = 'sqlite';
    const sqliteDb = await createTestDatabase();
    process.env.TEST_DB = 'postgres';
    const pgDb = await createTestDatabase();
    dbs.push(sqliteDb, pgDb);
    features = [];
    for (const testDb of dbs) {
      const handle = createDatabase(testDb.url);
      handles.push(handle);
      await migrateToLatest(handle.db);
      const clock = () => NOW;
      const feature = createJobsFeature({
        db: handle.db,
        dialect: handle.dialect,
        clock,
        config: {
          maps: { provider: 'offline' },
          sessionSecret: 'parity-secret-parity-secret-0123456789',
          siteName: 'Test',
          publicUrl: 'http://localhost',
        },
        audit: createAuditLog(handle.db, clock),
        mailQueued: () => undefined,
      });
      await insertGeneratedJobs(feature.jobsRepo, clock, { count: 4000, seed: 5 });
      features.push(feature);
    }
  }, 120_000);
  afterAll(async () => {
    for (const h of handles) await h.destroy();
    for (const d of dbs) await d.drop();
  });

  async function allHits(index: number, body: SearchInput) {
    const ids: number[] = [];
    let first: SearchResults | null = null;
    for (let page = 1; page <= 60; page += 1) {
      const r = await features[index]!.jobs.search(body, String(page), null);
      first ??= r;
      ids.push(...r.hits.map((h) => h.jobOrderId));
      if (r.hits.length < r.pageSize) break;
    }
    return { first: first!, ids };
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
});
