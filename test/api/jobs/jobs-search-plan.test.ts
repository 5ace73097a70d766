/**
 * Job search on PostgreSQL for a word of middling frequency (in a few percent of many jobs): the
 * newest matches are found through the GIN index's bitmap, not by walking every job newest first
 * and decompressing each one's stored tsvector until enough match. What is measured is what the
 * walk costs: blocks of job_order's TOAST table read by one search (PostgreSQL's own counters).
 * A common word in one category: the word's bitmap is intersected with the category's jobs, not
 * every job with the word visited to test its category (blocks of job_order itself).
 * PostgreSQL only.
 */
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../../server/db';
import { createJobsRepository, type SearchFilter } from '../../../server/features/jobs/jobs.repository';
import { textQuery } from '../../../server/features/jobs/search-query';
import { insertBulkJobs } from '../../helpers/bulk-jobs';
import { testDialect } from '../../helpers/db';
import { startTestServer, type TestServer } from '../../helpers/server';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;

const JOBS = 10_000;
/** One job in this many has the word. */
const EVERY = 30;
/** One job in this many has the common word ("team"), and one in this many is in Healthcare. */
const COMMON_EVERY = 5;
const HEALTHCARE_EVERY = 19;
/** Distinct long words the descriptions draw their 80 words from (each then in 2% of jobs). */
const VOCABULARY = 4_000;

describePostgres('Search for a word in a few percent of 10,000 jobs (PostgreSQL)', () => {
  let server: TestServer;
  let single: DatabaseHandle;

  beforeAll(async () => {
    server = await startTestServer();
    // Loaded over a connection of its own that then ends, so its statistics are flushed before
    // anything is measured. Descriptions of 80 long words from a shared vocabulary, as real
    // descriptions share theirs: a tsvector of several KB, stored out of line (TOAST) as a
    // realistic job's is. (80 words unique to each job made the GIN indexes take 800,000 keys,
    // which doubled the file's time and measured the same blocks.)
    const loader = createDatabase(server.testDb.url, { poolMax: 1 });
    try {
      await insertBulkJobs(loader.db, 'postgres', JOBS, {
        description: (n) =>
          `(select string_agg(md5(w::text) || md5(w || '+'), ' ')
             from generate_series(1, 80) k, lateral (select (${n} * 31 + k * 97) % ${VOCABULARY} as w) v)
           || case when ${n} % ${EVERY} = 0 then ' nurse' else '' end
           || case when ${n} % ${COMMON_EVERY} = 1 then ' team' else '' end`,
        category: (n) => `case when ${n} % ${HEALTHCARE_EVERY} = 0 then 'Healthcare' else 'Manufacturing' end`,
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

  async function blocks(): Promise<{ toast: number; heap: number }> {
    await sql`select pg_stat_force_next_flush()`.execute(single.db);
    await sql`select pg_stat_clear_snapshot()`.execute(single.db);
    const { rows } = await sql<{ toast: number; heap: number }>`select
      (coalesce(toast_blks_hit, 0) + coalesce(toast_blks_read, 0))::float8 as toast,
      (coalesce(heap_blks_hit, 0) + coalesce(heap_blks_read, 0))::float8 as heap
      from pg_statio_user_tables where relname = 'job_order'`.execute(single.db);
    return { toast: Number(rows[0]?.toast ?? 0), heap: Number(rows[0]?.heap ?? 0) };
  }
  const toastBlocks = async () => (await blocks()).toast;

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

  test('When a common word is searched in one category, Then only the jobs of that category with the word are visited', async () => {
    const repo = createJobsRepository(single.db, 'postgres');
    const filter: SearchFilter = { text: textQuery('team '), type: null, categories: ['Healthcare'], circles: [] };
    const matches = Math.floor(JOBS / (COMMON_EVERY * HEALTHCARE_EVERY));
    const before = (await blocks()).heap;
    const hits = await repo.searchPage(filter, null, { ranked: 50, limit: 20, offset: 0 });
    const total = await repo.count(filter, 10_000);
    const visited = (await blocks()).heap - before;
    expect(hits).toHaveLength(20);
    expect(Math.abs(total - matches)).toBeLessThanOrEqual(1);
    // Three statements (the window's threshold, the ranked window, the count) each visit at most
    // the ~105 matching jobs' blocks; testing the category of each of the 2,000 jobs with the
    // word visits every block of the table in each of them.
    expect(visited).toBeLessThan(matches * 4);
  });
});
