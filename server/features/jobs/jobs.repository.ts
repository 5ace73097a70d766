/**
 * SQL of the jobs feature. Search runs on each database's own engine: SQLite FTS5 (porter
 * tokenizer, bm25) and an R*Tree; PostgreSQL an `english` tsvector (ts_rank) and a GiST index on
 * the job's point. Both filter the radius by the same exact great-circle formula after the
 * index's bounding box. Ranking every match of a common word is what costs: only the newest
 * `ranked` matches are ranked, the older ones follow newest first.
 * Past 300 lines because both engines' SQL for one search (page, facets, alerts, similar jobs) shares
 * its filters and the planner workarounds explained below.
 */
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { Database, JobOrderTable } from '../../db/schema';
import { boundingBox, EARTH_RADIUS_MILES } from '../../providers/maps/geo';
import { prefixEnd, type TextQuery } from './search-query';

export interface Circle {
  latitude: number;
  longitude: number;
  miles: number;
}

export interface SearchFilter {
  /** The engines' queries for the text; null: no text. */
  text: TextQuery | null;
  type: 'Contract' | 'Permanent' | null;
  categories: string[];
  circles: Circle[];
  /** Jobs left out (the job a "more jobs like it" list is for). */
  excludeId?: number;
}

/** A job order as the search and job screens read it. */
export type JobRow = Omit<
  Selectable<JobOrderTable>,
  'descriptionText' | 'descriptionMarkdown' | 'version' | 'createdAt' | 'updatedAt' | 'externalSource' | 'externalId'
> & {
  updatedAt?: number;
};

export interface JobHitRow extends JobRow {
  score: number;
  applied: boolean;
}

export type NewJob = Omit<
  JobOrderTable,
  'id' | 'createdAt' | 'updatedAt' | 'version' | 'descriptionMarkdown' | 'externalSource' | 'externalId' | 'timeZone'
> & {
  descriptionMarkdown?: string | null;
  /** Chosen on the job form; absent: left as it is (null: the zone of the coordinates). */
  timeZone?: string | null;
};

export interface FacetRow {
  employmentType: string;
  category: string;
  n: number;
}

/** A page of a search; with text, the newest `ranked` matches are ranked by relevance. */
export interface PageRequest {
  ranked: number;
  limit: number;
  offset: number;
}

const JOB_COLUMNS = sql.raw(
  `j.id, j.title, j.description, j.position_title, j.corp_title, j.status, j.active, j.employment_type,
   j.category, j.location, j.postal_code, j.latitude, j.longitude, j.salary, j.pay_min, j.pay_max, j.pay_unit,
   j.pay_currency, j.opened_at, j.time_zone`,
);

/** A validated number written into the SQL as a float literal (PostgreSQL would type a parameter int). */
function num(n: number): RawBuilder<number> {
  if (!Number.isFinite(n)) throw new Error('not a finite number');
  return sql.raw<number>(Number.isInteger(n) ? `${n}.0` : String(n));
}

function distanceSql(dialect: Dialect, c: Circle): RawBuilder<number> {
  const least = sql.raw(dialect === 'postgres' ? 'least' : 'min');
  const lat = num(c.latitude);
  const lng = num(c.longitude);
  // Haversine, the same formula as providers/maps/geo.ts greatCircleMiles.
  return sql<number>`(2 * ${num(EARTH_RADIUS_MILES)} * asin(sqrt(${least}(1.0,
    power(sin(radians(j.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - ${lng}) / 2), 2)))))`;
}

function circleSql(dialect: Dialect, c: Circle): RawBuilder<boolean> {
  const b = boundingBox(c.latitude, c.longitude, c.miles);
  const box =
    dialect === 'postgres'
      ? sql`point(j.longitude, j.latitude) <@ box(point(${num(b.minLng)}, ${num(b.minLat)}), point(${num(b.maxLng)}, ${num(b.maxLat)}))`
      : sql`j.id in (select id from job_geo where min_lat >= ${num(b.minLat)} and max_lat <= ${num(b.maxLat)}
          and min_lng >= ${num(b.minLng)} and max_lng <= ${num(b.maxLng)})`;
  return sql<boolean>`(${box} and ${distanceSql(dialect, c)} <= ${num(c.miles)})`;
}

/** The engine's text query as a SQL value (PostgreSQL), written once per statement. */
function tsquerySql(text: TextQuery): RawBuilder<unknown> {
  return sql`to_tsquery('english', ${text.tsquery})`;
}

/** How many words as written the typed word is completed to (the shortest first, as likeliest). */
const COMPLETIONS = 24;

/**
 * The FTS5 MATCH value. The word being typed is completed among the jobs' words as written
 * (job_words_vocab, read by the range of its prefix): each completion joins its group, and the
 * porter tokenizer stems it as it stems every query word, so "enginee" also asks for "engineer".
 */
function ftsMatchSql(text: TextQuery): RawBuilder<string> {
  if (!text.typed) return sql<string>`${text.fts}`;
  const { word } = text.typed;
  return sql<string>`(${text.fts} || coalesce((select group_concat(' OR "' || term || '"', '')
    from (select term from (select term from job_words_vocab where term > ${word} and term < ${prefixEnd(word)}
      limit ${COMPLETIONS * 4}) order by length(term), term limit ${COMPLETIONS})), '') || ')')`;
}

/**
 * The PostgreSQL text condition. The word being typed also matches the start of a word as written
 * (word_vector, `simple`), the other words as the stemmed query has them.
 */
function tsMatchSql(text: TextQuery): RawBuilder<boolean> {
  const stemmed = sql`j.search_vector @@ ${tsquerySql(text)}`;
  if (!text.typed) return sql<boolean>`${stemmed}`;
  const { word, rest } = text.typed;
  const written = sql`j.word_vector @@ to_tsquery('simple', ${`${word}:*`})`;
  const others = rest === null ? null : sql`j.search_vector @@ to_tsquery('english', ${rest})`;
  return sql<boolean>`(${stemmed} or (${others ? sql`${others} and ` : sql``}${written}))`;
}

interface SearchSql {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** The matching job's id (job_fts.rowid with text on SQLite, where bm25() can be asked). */
  id: RawBuilder<number>;
  score: RawBuilder<number>;
}

/** FROM and WHERE of a search; `withFacetFilters: false` leaves out the type and category filters. */
function searchSql(dialect: Dialect, f: SearchFilter, withFacetFilters: boolean, extra?: RawBuilder<unknown>) {
  const conditions: RawBuilder<unknown>[] = [sql`j.status = 'Open'`, sql`j.active = 1`];
  let out: Omit<SearchSql, 'where'>;
  if (f.text && dialect === 'sqlite') {
    // Each match's filters are read from a narrow covering index, not from the wide row.
    out = {
      from: sql`job_fts join job_order j indexed by job_order_filter_idx on j.id = job_fts.rowid`,
      id: sql<number>`job_fts.rowid`,
      score: sql<number>`(-bm25(job_fts, 4.0, 2.0, 1.0))`,
    };
    conditions.push(sql`job_fts match ${ftsMatchSql(f.text)}`);
  } else if (f.text) {
    out = {
      from: sql`job_order j`,
      id: sql<number>`j.id`,
      score: sql<number>`ts_rank(j.search_vector, ${tsquerySql(f.text)}, 1)`,
    };
    conditions.push(tsMatchSql(f.text));
  } else {
    out = { from: sql`job_order j`, id: sql<number>`j.id`, score: sql<number>`0.0` };
  }
  if (withFacetFilters) {
    if (f.type) conditions.push(sql`j.employment_type = ${f.type}`);
    if (f.categories.length) conditions.push(sql`j.category in (${sql.join(f.categories)})`);
  }
  if (f.excludeId !== undefined) conditions.push(sql`j.id <> ${f.excludeId}`);
  if (f.circles.length) {
    conditions.push(
      sql`(${sql.join(
        f.circles.map((c) => circleSql(dialect, c)),
        sql` or `,
      )})`,
    );
  }
  if (extra) conditions.push(extra);
  return { ...out, where: sql.join(conditions, sql` and `) };
}

const toBool = (v: unknown) => v === true || v === 1 || v === '1';

/** Whether the signed-in candidate applied to job `j`; 0 for nobody signed in. */
function appliedSql(userId: number | null): RawBuilder<unknown> {
  return userId === null
    ? sql`0`
    : sql`exists(select 1 from job_application a where a.user_id = ${userId} and a.job_order_id = j.id)`;
}

/** A tsvector test in a primary-key walk costs about this many bitmap-scanned matches (measured, 14 µs vs 3-5 µs). */
const WALK_ROW_COST = 4;

/** How long PostgreSQL's estimate of the table's size is reused. */
const TABLE_ROWS_TTL_MS = 60_000;

export function createJobsRepository(db: Db, dialect: Dialect) {
  /** Ids (and scores) of one page of matches, in the order searchPage describes. */
  async function pageIds(
    f: SearchFilter,
    page: PageRequest,
    executor: Kysely<Database> = db,
  ): Promise<{ id: number; score: number }[]> {
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
  function withBitmap<R>(work: (trx: Kysely<Database>) => Promise<R>): Promise<R> {
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('work_mem', '32MB', true)`.execute(trx);
      return work(trx);
    });
  }

  let tableRows = { value: 0, readAt: -Infinity };
  /** The table's size as PostgreSQL's statistics have it (what its own estimates are scaled by). */
  async function estimatedTableRows(): Promise<number> {
    if (performance.now() - tableRows.readAt < TABLE_ROWS_TTL_MS) return tableRows.value;
    const { rows } = await sql<{ n: number }>`select greatest(reltuples, 0)::float8 as n from pg_class
      where oid = 'job_order'::regclass`.execute(db);
    tableRows = { value: Number(rows[0]?.n ?? 0), readAt: performance.now() };
    return tableRows.value;
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
  async function preferBitmap(f: SearchFilter, ranked: number): Promise<boolean> {
    const { from, where } = searchSql(dialect, f, true);
    // Without the camel-case plugin, which would rename the plan's keys.
    const { rows } = await sql<{
      'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
    }>`explain (format json) select 1 from ${from} where ${where}`.execute(db.withoutPlugins());
    const plan = rows[0]?.['QUERY PLAN'];
    const matches = Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
    return matches * matches < WALK_ROW_COST * ranked * (await estimatedTableRows());
  }

  /**
   * Runs a statement that visits up to thousands of text matches. PostgreSQL's planner counts a
   * tsvector match as nearly free and would read the rows by a sequential scan or another index,
   * fetching and decompressing every row's stored (TOASTed) tsvector: for a word in nearly every
   * job of 500,000, 100–240 ms against 33–39 ms for the GIN index's bitmap, which answers without
   * reading a tsvector (measured, docs/BENCHMARKS.md). It is told to take the bitmap, with the
   * memory to keep it exact (a lossy bitmap page is rechecked row by row).
   */
  async function countingMatches<R>(f: SearchFilter, query: RawBuilder<R>) {
    if (dialect !== 'postgres' || !f.text) return query.execute(db);
    return withBitmap((trx) => query.execute(trx));
  }

  async function hitsByIds(ids: number[], scores: number[], userId: number | null): Promise<JobHitRow[]> {
    if (ids.length === 0) return [];
    const applied = appliedSql(userId);
    const { rows } = await sql<JobRow & { applied: unknown }>`select ${JOB_COLUMNS}, ${applied} as applied
      from job_order j where j.id in (${sql.join(ids)})`.execute(db);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id, i) => {
      const r = byId.get(id);
      return r ? [{ ...r, score: scores[i]!, applied: toBool(r.applied) }] : [];
    });
  }

  return {
    dialect,
    hitsByIds,

    /**
     * One page of hits. With text: the newest `ranked` matches best first (ties by newest, then
     * id), then the older matches newest first. Without text: newest first.
     */
    async searchPage(f: SearchFilter, userId: number | null, page: PageRequest): Promise<JobHitRow[]> {
      const bitmap = dialect === 'postgres' && f.text !== null && (await preferBitmap(f, page.ranked));
      const ids = bitmap ? await withBitmap((trx) => pageIds(f, page, trx)) : await pageIds(f, page);
      return hitsByIds(
        ids.map((r) => r.id),
        ids.map((r) => r.score),
        userId,
      );
    },

    /**
     * Matching jobs by type and category (ignoring the type and category filters) in one grouped
     * pass over at most `cap` matches; `capped` says the counts are lower bounds.
     */
    async facetCounts(f: SearchFilter, cap: number): Promise<{ rows: FacetRow[]; capped: boolean }> {
      const { from, where } = searchSql(dialect, f, false);
      const { rows } = await countingMatches(
        f,
        sql<FacetRow>`select s.employment_type, s.category, count(*) as n
        from (select j.employment_type, j.category from ${from} where ${where} limit ${cap}) s
        group by s.employment_type, s.category`,
      );
      const counted = rows.map((r) => ({ ...r, n: Number(r.n) }));
      return { rows: counted, capped: counted.reduce((sum, r) => sum + r.n, 0) >= cap };
    },

    /** Jobs matching a search that opened or were added in (since, until], newest first (saved-search alerts). */
    async newSince(f: SearchFilter, since: number, until: number, limit: number): Promise<JobHitRow[]> {
      const window = sql`((j.opened_at > ${since} and j.opened_at <= ${until})
        or (j.created_at > ${since} and j.created_at <= ${until}))`;
      const { from, where } = searchSql(dialect, f, true, window);
      const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from ${from} where ${where}
        order by j.opened_at desc, j.id desc limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, score: 0, applied: false }));
    },

    /** The number of matches, counted up to `cap`. */
    async count(f: SearchFilter, cap: number): Promise<number> {
      const { from, where } = searchSql(dialect, f, true);
      const { rows } = await countingMatches(
        f,
        sql<{ n: number }>`select count(*) as n from (select 1 as one from ${from} where ${where} limit ${cap}) s`,
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Open jobs for the sitemap, by id. */
    async openJobIds(offset: number, limit: number): Promise<{ id: number; updatedAt: number }[]> {
      const rows = await db
        .selectFrom('jobOrder')
        .select(['id', 'updatedAt'])
        .where('status', '=', 'Open')
        .where('active', '=', 1)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ id: r.id, updatedAt: Number(r.updatedAt) }));
    },

    async countOpenJobs(): Promise<number> {
      const row = await db
        .selectFrom('jobOrder')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'Open')
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findJob(id: number, executor: Kysely<Database> = db): Promise<JobRow | undefined> {
      const { rows } =
        await sql<JobRow>`select ${JOB_COLUMNS}, j.updated_at from job_order j where j.id = ${id}`.execute(executor);
      return rows[0];
    },

    /** Batched multi-row inserts inside one transaction (the generator inserts 500,000 this way). */
    async insertJobs(jobs: NewJob[], now: number): Promise<number[]> {
      const ids: number[] = [];
      // SQLite allows 32,766 bound values per statement; PostgreSQL 65,535. 18 columns a row.
      const batch = 500;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < jobs.length; i += batch) {
          const rows = jobs.slice(i, i + batch).map((j) => ({ ...j, createdAt: now, updatedAt: now }));
          const inserted = await trx.insertInto('jobOrder').values(rows).returning('id').execute();
          for (const r of inserted) ids.push(r.id);
        }
      });
      return ids;
    },

    async setJobStatus(id: number, status: string, active: boolean, now: number): Promise<void> {
      await db
        .updateTable('jobOrder')
        .set({ status, active: active ? 1 : 0, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    async countJobs(): Promise<number> {
      const row = await db
        .selectFrom('jobOrder')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
