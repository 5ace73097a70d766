/**
 * The queries of a job search: a page of hits, facet counts, the count, a saved search's new jobs.
 * Ranking every match of a common word is what costs: only the newest `ranked` matches are ranked,
 * the older ones follow newest first. PostgreSQL's planner is steered here where its estimates
 * mislead it (explained below).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { Database } from '../../db/schema';
import {
  appliedSql,
  type FacetRow,
  JOB_COLUMNS,
  type JobHitRow,
  type JobRow,
  type PageRequest,
  type SearchFilter,
  searchSql,
  toBool,
} from './jobs-search.sql';

/** The database a repository searches, and the table size it last read (PostgreSQL). */
export interface SearchDb {
  db: Db;
  dialect: Dialect;
  tableRows: { value: number; readAt: number };
}

/** A tsvector test in a primary-key walk costs about this many bitmap-scanned matches (measured, 14 µs vs 3-5 µs). */
const WALK_ROW_COST = 4;

/** How long PostgreSQL's estimate of the table's size is reused. */
const TABLE_ROWS_TTL_MS = 60_000;

/** Ids (and scores) of one page of matches, in the order searchPage describes. */
async function pageIds(
  s: SearchDb,
  f: SearchFilter,
  page: PageRequest,
  executor: Kysely<Database> = s.db,
): Promise<{ id: number; score: number }[]> {
  const { dialect } = s;
  const { ranked, limit, offset } = page;
  const read = async (q: RawBuilder<{ id: number; score: number }>) =>
    (await q.execute(executor)).rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
  if (!f.text) {
    const { from, where } = searchSql(dialect, f, true);
    return read(sql<{ id: number; score: number }>`select j.id, 0.0 as score from ${from} where ${where}
      order by j.opened_at desc, j.id desc limit ${limit} offset ${offset}`);
  }
  // The id of the `ranked`-th newest match: matches from it on are ranked, older ones follow.
  const all = searchSql(dialect, f, true);
  const { rows } = await sql<{ id: number }>`select ${all.id} as id from ${all.from} where ${all.where}
    order by ${all.id} desc limit 1 offset ${ranked - 1}`.execute(executor);
  const threshold = rows[0] ? Number(rows[0].id) : null;
  const out: { id: number; score: number }[] = [];
  if (threshold === null || offset < ranked) {
    const best = searchSql(dialect, f, true, threshold === null ? undefined : sql`${all.id} >= ${threshold}`);
    out.push(
      ...(await read(sql<{ id: number; score: number }>`select ${best.id} as id, ${best.score} as score
        from ${best.from} where ${best.where}
        order by score desc, j.opened_at desc, ${best.id} desc limit ${limit} offset ${offset}`)),
    );
  }
  if (threshold !== null && offset + limit > ranked) {
    const older = searchSql(dialect, f, true, sql`${all.id} < ${threshold}`);
    out.push(
      ...(await read(sql<{ id: number; score: number }>`select ${older.id} as id, 0.0 as score
        from ${older.from} where ${older.where}
        order by ${older.id} desc limit ${limit - out.length} offset ${Math.max(0, offset - ranked)}`)),
    );
  }
  return out;
}

/** Runs `work` in a transaction where PostgreSQL reads text matches through the GIN index's bitmap. */
function withBitmap<R>(db: Db, work: (trx: Kysely<Database>) => Promise<R>): Promise<R> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('work_mem', '32MB', true)`.execute(trx);
    return work(trx);
  });
}

/** The table's size as PostgreSQL's statistics have it (what its own estimates are scaled by). */
async function estimatedTableRows(s: SearchDb): Promise<number> {
  if (performance.now() - s.tableRows.readAt < TABLE_ROWS_TTL_MS) return s.tableRows.value;
  const { rows } = await sql<{ n: number }>`select greatest(reltuples, 0)::float8 as n from pg_class
    where oid = 'job_order'::regclass`.execute(s.db);
  s.tableRows = { value: Number(rows[0]?.n ?? 0), readAt: performance.now() };
  return s.tableRows.value;
}

/**
 * Whether the newest matches of a PostgreSQL search are found faster through the GIN bitmap
 * than by walking the primary key newest first. The walk tests each row's tsvector, which is
 * TOASTed (fetched and decompressed, about 14 µs a row), until `ranked` match: about
 * ranked × N / M rows for M matches of N jobs. The bitmap visits the M matches without reading
 * a tsvector, a few µs each. The planner counts the tsvector test as free, so it walks for
 * words in a few percent of jobs too ("nurse" at 100,000 jobs: 15,000 rows, 210 ms, against
 * 17 ms by the bitmap). Its estimate of M is good: the choice is made here from that estimate.
 */
async function preferBitmap(s: SearchDb, f: SearchFilter, ranked: number): Promise<boolean> {
  const { from, where } = searchSql(s.dialect, f, true);
  // Without the camel-case plugin, which would rename the plan's keys.
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`explain (format json) select 1 from ${from} where ${where}`.execute(s.db.withoutPlugins());
  const plan = rows[0]?.['QUERY PLAN'];
  const matches = Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
  return matches * matches < WALK_ROW_COST * ranked * (await estimatedTableRows(s));
}

/**
 * Runs a statement that visits up to thousands of text matches. PostgreSQL's planner counts a
 * tsvector match as nearly free and would read the rows by a sequential scan or another index,
 * fetching and decompressing every row's stored (TOASTed) tsvector: for a word in nearly every
 * job of 500,000, 100–240 ms against 33–39 ms for the GIN index's bitmap, which answers without
 * reading a tsvector (measured, docs/BENCHMARKS.md). It is told to take the bitmap, with the
 * memory to keep it exact (a lossy bitmap page is rechecked row by row).
 */
async function countingMatches<R>(s: SearchDb, f: SearchFilter, query: RawBuilder<R>) {
  if (s.dialect !== 'postgres' || !f.text) return query.execute(s.db);
  return withBitmap(s.db, (trx) => query.execute(trx));
}

export async function hitsByIds(
  s: SearchDb,
  ids: number[],
  scores: number[],
  userId: number | null,
): Promise<JobHitRow[]> {
  if (ids.length === 0) return [];
  const applied = appliedSql(userId);
  const { rows } = await sql<JobRow & { applied: unknown }>`select ${JOB_COLUMNS}, ${applied} as applied
    from job_order j where j.id in (${sql.join(ids)})`.execute(s.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id, i) => {
    const r = byId.get(id);
    return r ? [{ ...r, score: scores[i]!, applied: toBool(r.applied) }] : [];
  });
}

/**
 * One page of hits. With text: the newest `ranked` matches best first (ties by newest, then
 * id), then the older matches newest first. Without text: newest first.
 */
export async function searchPage(
  s: SearchDb,
  f: SearchFilter,
  userId: number | null,
  page: PageRequest,
): Promise<JobHitRow[]> {
  const bitmap = s.dialect === 'postgres' && f.text !== null && (await preferBitmap(s, f, page.ranked));
  const ids = bitmap ? await withBitmap(s.db, (trx) => pageIds(s, f, page, trx)) : await pageIds(s, f, page);
  return hitsByIds(
    s,
    ids.map((r) => r.id),
    ids.map((r) => r.score),
    userId,
  );
}

/**
 * Matching jobs by type and category (ignoring the type and category filters) in one grouped
 * pass over at most `cap` matches; `capped` says the counts are lower bounds.
 */
export async function facetCounts(
  s: SearchDb,
  f: SearchFilter,
  cap: number,
): Promise<{ rows: FacetRow[]; capped: boolean }> {
  const { from, where } = searchSql(s.dialect, f, false);
  const { rows } = await countingMatches(
    s,
    f,
    sql<FacetRow>`select s.employment_type, s.category, count(*) as n
    from (select j.employment_type, j.category from ${from} where ${where} limit ${cap}) s
    group by s.employment_type, s.category`,
  );
  const counted = rows.map((r) => ({ ...r, n: Number(r.n) }));
  return { rows: counted, capped: counted.reduce((sum, r) => sum + r.n, 0) >= cap };
}

/** Jobs matching a search that opened or were added in (since, until], newest first (saved-search alerts). */
export async function newSince(
  s: SearchDb,
  f: SearchFilter,
  since: number,
  until: number,
  limit: number,
): Promise<JobHitRow[]> {
  const window = sql`((j.opened_at > ${since} and j.opened_at <= ${until})
    or (j.created_at > ${since} and j.created_at <= ${until}))`;
  const { from, where } = searchSql(s.dialect, f, true, window);
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from ${from} where ${where}
    order by j.opened_at desc, j.id desc limit ${limit}`.execute(s.db);
  return rows.map((r) => ({ ...r, score: 0, applied: false }));
}

/** The number of matches, counted up to `cap`. */
export async function count(s: SearchDb, f: SearchFilter, cap: number): Promise<number> {
  const { from, where } = searchSql(s.dialect, f, true);
  const { rows } = await countingMatches(
    s,
    f,
    sql<{ n: number }>`select count(*) as n from (select 1 as one from ${from} where ${where} limit ${cap}) s`,
  );
  return Number(rows[0]?.n ?? 0);
}
