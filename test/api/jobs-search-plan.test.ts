/**
 * Job search on PostgreSQL for a word of middling frequency (in a few percent of many jobs): the
 * newest matches are found through the GIN index's bitmap, not by walking every job newest first
 * and decompressing each one's stored tsvector until enough match. What is measured is what the
 * walk costs: blocks of job_order's TOAST table read by one search (PostgreSQL's own counters).
 * PostgreSQL only.
 */
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../server/db';
import { createJobsRepository, type SearchFilter } from '../../server/features/jobs/jobs.repository';
import { textQuery } from '../../server/features/jobs/search-query';
import { insertBulkJobs } from '../helpers/bulk-jobs';
import { testDialect } from '../helpers/db';
import { startTestServer, type TestServer } from '../helpers/server';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;

const JOBS = 10_000;
/** One job in this many has the word. */
const EVERY = 30;

describePostgres('Search for a word in a few percent of 10,000 jobs (PostgreSQL)', () => {
  let server: TestServer;
  let single: DatabaseHandle;

  beforeAll(async () => {
    server = await startTestServer();
    // Loaded over a connection of its own that then ends, so its statistics are flushed before
    // anything is measured. Descriptions of 80 distinct long words: a tsvector of several KB,
    // stored out of line (TOAST) as a realistic job's is.
    const loader = createDatabase(server.testDb.url, { poolMax: 1 });
    try {
      await insertBulkJobs(loader.db, 'postgres', JOBS, {
        description: (n) =>
          `(select string_agg(md5(${n} || '-' || k) || md5(k || '+' || ${n}), ' ') from generate_series(1, 80) k)
           || case when ${n} % ${EVERY} = 0 then ' nurse' else '' end`,
      });
      // As after an import: statistics gathered, the GIN index's pending list merged.
      await sql`vacuum analyze job_order`.execute(loader.db);
    } finally {
      await loader.destroy();
    }
    // One connection: PostgreSQL's statistics counters of that backend are flushed on request.
    single = createDatabase(server.testDb.url, { poolMax: 1 });
  }, 120_000);
  afterAll(async () => {
    await single?.destroy();
    await server?.stop();
  });

  async function toastBlocks(): Promise<number> {
    await sql`select pg_stat_force_next_flush()`.execute(single.db);
    await sql`select pg_stat_clear_snapshot()`.execute(single.db);
    const { rows } = await sql<{
      n: number;
    }>`select (coalesce(toast_blks_hit, 0) + coalesce(toast_blks_read, 0))::float8 as n
      from pg_statio_user_tables where relname = 'job_order'`.execute(single.db);
    return Number(rows[0]?.n ?? 0);
  }

  test('When the first page is asked for, Then it reads the stored text of the ranked matches only, not of every job walked past', async () => {
    const repo = createJobsRepository(single.db, 'postgres');
    const filter: SearchFilter = { text: textQuery('nurse '), type: null, categories: [], circles: [] };
    const ranked = 50;
    const before = await toastBlocks();
    const hits = await repo.searchPage(filter, null, { ranked, limit: 20, offset: 0 });
    const read = (await toastBlocks()) - before;
    expect(hits).toHaveLength(20);
    // Ranking reads the tsvectors of the `ranked` newest matches (a few blocks each). Walking the
    // jobs newest first until 50 match reads ~1,500 jobs' tsvectors, twice (to find the window,
    // then to rank it).
    expect(read).toBeLessThan(ranked * 6);
  });
});
