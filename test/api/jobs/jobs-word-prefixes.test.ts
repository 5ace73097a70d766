/**
 * The word being typed matches the start of a job's words as written as well as of their stems, on
 * each database's engine (SQLite FTS5, PostgreSQL tsvector): "enginee" finds the engineers that
 * "engin" and "engineer" find, though the stem of "engineer" is "engin". On PostgreSQL the search
 * stays on the GIN indexes (its plan is read with EXPLAIN).
 */
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../server/db/schema';
import { createJobsRepository, type SearchFilter } from '../../../server/features/jobs/jobs.repository';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { textQuery } from '../../../server/features/jobs/search-query';
import { insertBulkJobs } from '../../helpers/bulk-jobs';
import { startTestServer, type TestServer } from '../../helpers/server';

const DAY = 86_400_000;

function job(title: string, description: string): JobInput {
  return {
    title,
    description: `<p>${description}</p>`,
    corpTitle: 'Acme Staffing',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    postalCode: '60601',
    openedAt: Date.now() - DAY,
  };
}

describe('The word being typed, as a prefix of the words as written', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.jobs.createJobs([
      job('Bridge Engineer', 'Design steel bridges.'),
      job('Engineering Lead', 'Lead a senior team.'),
      job('Senior Engineer', 'Build control systems.'),
      job('Registered Nurse', 'Nursing on a busy ward.'),
      job('Warehouse Associate', 'Move pallets with care.'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const titles = async (query: string) =>
    (await server.services.jobs.search({ query }, '1', null)).hits.map((h) => h.title).sort();
  const ENGINEERS = ['Bridge Engineer', 'Engineering Lead', 'Senior Engineer'];

  test('When "enginee" is being typed, Then it finds what "engin" and "engineer" find', async () => {
    expect(await titles('engin')).toEqual(ENGINEERS);
    expect(await titles('engineer')).toEqual(ENGINEERS);
    expect(await titles('enginee')).toEqual(ENGINEERS);
    expect(await titles('ENGINEE')).toEqual(ENGINEERS);
    const found = await server.services.jobs.search({ query: 'enginee' }, '1', null);
    expect(found.total).toBe(3);
    expect(found.aggregations.category?.find((c) => c.key === 'Engineering')?.count).toBe(3);
  });

  test('When the typed word follows others, Then every other word must still match', async () => {
    expect(await titles('senior enginee')).toEqual(['Engineering Lead', 'Senior Engineer']);
    expect(await titles('bridge enginee')).toEqual(['Bridge Engineer']);
    expect(await titles('warehouse enginee')).toEqual([]);
    expect(await titles('nursi')).toEqual(['Registered Nurse']);
    expect(await titles('ward nursi')).toEqual(['Registered Nurse']);
  });

  test('When the word is finished (a space after it) or starts no word, Then it is not completed', async () => {
    expect(await titles('enginee ')).toEqual([]);
    expect(await titles('engineerz')).toEqual([]);
    expect(await titles('zzzz')).toEqual([]);
  });

  test('When a job changes, Then its words as written change with it', async () => {
    const [id] = await server.services.jobs.createJobs([job('Welding Technician', 'Join steel frames.')]);
    expect(await titles('weldi')).toEqual(['Welding Technician']);
    await server.database.db.updateTable('jobOrder').set({ title: 'Accountant' }).where('id', '=', id!).execute();
    expect(await titles('weldi')).toEqual([]);
    expect(await titles('accountan')).toEqual(['Accountant']);
    await server.database.db.deleteFrom('jobOrder').where('id', '=', id!).execute();
    expect(await titles('accountan')).toEqual([]);
  });

  test('When PostgreSQL plans the search for a typed word, Then it reads both GIN indexes, never the whole table', async () => {
    if (server.testDb.dialect !== 'postgres') return;
    // Enough other open jobs that no plain index narrows them down, with statistics gathered.
    await insertBulkJobs(server.database.db, 'postgres', 5_000);
    await sql`vacuum analyze job_order`.execute(server.database.db);
    const queries: CompiledQuery[] = [];
    const pool = new pg.Pool({ connectionString: server.testDb.url, max: 1 });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      log: (event) => {
        if (event.level === 'query') queries.push(event.query);
      },
    });
    try {
      const repo = createJobsRepository(db, 'postgres');
      /** The plan of the count a search runs, where the planner is told to take the indexes' bitmaps (as the repository does). */
      const planOf = async (query: string) => {
        queries.length = 0;
        const filter: SearchFilter = { text: textQuery(query), type: null, categories: [], circles: [] };
        const found = await repo.count(filter, 10_000);
        const counting = queries.find((q) => /count\(\*\)/.test(q.sql))!;
        expect(counting.sql).toContain('word_vector');
        const plan = await db.transaction().execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw(`set local enable_seqscan = off`));
          await trx.executeQuery(CompiledQuery.raw(`set local enable_indexscan = off`));
          const { rows } = await trx.executeQuery<Record<string, string>>(
            CompiledQuery.raw(`explain ${counting.sql}`, [...counting.parameters]),
          );
          return rows.map((r) => Object.values(r)[0]).join('\n');
        });
        return { found, plan };
      };
      const alone = await planOf('enginee');
      expect(alone.found).toBe(3);
      expect(alone.plan).toContain('Bitmap Index Scan on job_order_words_idx');
      expect(alone.plan).toContain('Bitmap Index Scan on job_order_text_idx');
      expect(alone.plan).not.toContain('Seq Scan');
      // With another word, the stemmed index narrows the jobs down first.
      const after = await planOf('senior enginee');
      expect(after.found).toBe(2);
      expect(after.plan).toContain('Bitmap Index Scan on job_order_text_idx');
      expect(after.plan).not.toContain('Seq Scan');
    } finally {
      await db.destroy();
    }
  });
});
