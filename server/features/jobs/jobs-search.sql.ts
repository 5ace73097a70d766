/**
 * The SQL a job search compiles to. Search runs on each database's own engine: SQLite FTS5 (porter
 * tokenizer, bm25) and an R*Tree; PostgreSQL an `english` tsvector (ts_rank) and a GiST index on
 * the job's point. Both filter the radius by the same exact great-circle formula after the
 * index's bounding box. Also the rows a search reads.
 */
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db';
import type { JobOrderTable } from '../../db/schema';
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

export const JOB_COLUMNS = sql.raw(
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
export function searchSql(dialect: Dialect, f: SearchFilter, withFacetFilters: boolean, extra?: RawBuilder<unknown>) {
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

export const toBool = (v: unknown) => v === true || v === 1 || v === '1';

/** Whether the signed-in candidate applied to job `j`; 0 for nobody signed in. */
export function appliedSql(userId: number | null): RawBuilder<unknown> {
  return userId === null
    ? sql`0`
    : sql`exists(select 1 from job_application a where a.user_id = ${userId} and a.job_order_id = j.id)`;
}
