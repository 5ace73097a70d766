/**
 * SQL of the jobs feature. Search is dialect-specific: SQLite uses FTS5 (bm25) and an R*Tree;
 * PostgreSQL a tsvector GIN index (ts_rank) and a GiST index on the job's point. Both filter the
 * radius by the same exact great-circle formula after the index's bounding box.
 */
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { Database, JobOrderTable } from '../../db/schema';
import { boundingBox, EARTH_RADIUS_MILES } from '../../providers/maps/geo';
import { APPLICATION_SUBMITTED, insertStatusChange } from './applications.repository';
import type { QueryClause } from './search-terms';

export interface Circle {
  latitude: number;
  longitude: number;
  miles: number;
}

export interface SearchFilter {
  /** The query's clauses (the in-memory index reads these); empty: no text query. */
  clauses: QueryClause[];
  /** FTS5 MATCH text and PostgreSQL tsquery text for the same clauses; null: no text query. */
  match: { fts: string; tsquery: string } | null;
  type: 'Contract' | 'Permanent' | null;
  categories: string[];
  circles: Circle[];
}

/** A job order as the search and job screens read it (the search text columns stay in the database). */
export type JobRow = Omit<Selectable<JobOrderTable>, 'searchTitle' | 'searchBody' | 'createdAt' | 'updatedAt'>;

export interface JobHitRow extends JobRow {
  score: number;
  applied: boolean;
}

export type NewJob = Omit<JobOrderTable, 'id' | 'createdAt' | 'updatedAt'>;

const JOB_COLUMNS = sql.raw(
  `j.id, j.title, j.description, j.position_title, j.corp_title, j.status, j.active, j.employment_type,
   j.category, j.location, j.postal_code, j.latitude, j.longitude, j.salary, j.opened_at`,
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

/** FROM and WHERE for a search; `facets` leaves out the type and category filters. */
function fromWhere(dialect: Dialect, f: SearchFilter, withFacetFilters: boolean) {
  const conditions: RawBuilder<unknown>[] = [sql`j.status = 'Open'`, sql`j.active = 1`];
  let from: RawBuilder<unknown>;
  if (f.match && dialect === 'sqlite') {
    from = sql`job_fts join job_order j on j.id = job_fts.rowid`;
    conditions.push(sql`job_fts match ${f.match.fts}`);
  } else if (f.match) {
    from = sql`job_order j`;
    conditions.push(sql`j.search_vector @@ to_tsquery('simple', ${f.match.tsquery})`);
  } else {
    from = sql`job_order j`;
  }
  if (withFacetFilters) {
    if (f.type) conditions.push(sql`j.employment_type = ${f.type}`);
    if (f.categories.length) conditions.push(sql`j.category in (${sql.join(f.categories)})`);
  }
  if (f.circles.length) {
    conditions.push(
      sql`(${sql.join(
        f.circles.map((c) => circleSql(dialect, c)),
        sql` or `,
      )})`,
    );
  }
  return { from, where: sql.join(conditions, sql` and `) };
}

function scoreSql(dialect: Dialect, f: SearchFilter): RawBuilder<number> {
  if (!f.match) return sql<number>`0.0`;
  return dialect === 'sqlite'
    ? sql<number>`(-bm25(job_fts, 4.0, 1.0))`
    : sql<number>`ts_rank(j.search_vector, to_tsquery('simple', ${f.match.tsquery}))`;
}

const toBool = (v: unknown) => v === true || v === 1 || v === '1';

/** Whether the signed-in candidate applied to job `j`; 0 for nobody signed in. */
function appliedSql(userId: number | null): RawBuilder<unknown> {
  return userId === null
    ? sql`0`
    : sql`exists(select 1 from job_application a where a.user_id = ${userId} and a.job_order_id = j.id)`;
}

export function createJobsRepository(db: Db, dialect: Dialect) {
  return {
    dialect,

    /** One page of hits, best first; ties by newest, then by id, so paging is stable. */
    async searchPage(f: SearchFilter, userId: number | null, limit: number, offset: number): Promise<JobHitRow[]> {
      const { from, where } = fromWhere(dialect, f, true);
      const applied = appliedSql(userId);
      const score = scoreSql(dialect, f);
      // Without text every score is 0: ordering by it alone would keep the listing index unused.
      const order = f.match ? sql`score desc, j.opened_at desc, j.id desc` : sql`j.opened_at desc, j.id desc`;
      const { rows } = await sql<JobHitRow>`select ${JOB_COLUMNS}, ${score} as score, ${applied} as applied
        from ${from} where ${where}
        order by ${order} limit ${limit} offset ${offset}`.execute(db);
      return rows.map((r) => ({ ...r, score: Number(r.score), applied: toBool(r.applied) }));
    },

    /** The hits the in-memory index chose, in its order, with this candidate's applied flags. */
    async hitsByIds(ids: number[], scores: number[], userId: number | null): Promise<JobHitRow[]> {
      if (ids.length === 0) return [];
      const applied = appliedSql(userId);
      const { rows } = await sql<JobRow & { applied: unknown }>`select ${JOB_COLUMNS}, ${applied} as applied
        from job_order j where j.id in (${sql.join(ids)})`.execute(db);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id, i) => {
        const r = byId.get(id);
        return r ? [{ ...r, score: scores[i]!, applied: toBool(r.applied) }] : [];
      });
    },

    /** Jobs matching a search that opened or were added in (since, until], newest first (saved-search alerts). */
    async newSince(f: SearchFilter, since: number, until: number, limit: number): Promise<JobHitRow[]> {
      const { from, where } = fromWhere(dialect, f, true);
      const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from ${from}
        where ${where} and ((j.opened_at > ${since} and j.opened_at <= ${until})
          or (j.created_at > ${since} and j.created_at <= ${until}))
        order by j.opened_at desc, j.id desc limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, score: 0, applied: false }));
    },

    /** Counts of matching jobs by type and category, ignoring the type and category filters. */
    async facetCounts(f: SearchFilter): Promise<{ employmentType: string; category: string; n: number }[]> {
      const { from, where } = fromWhere(dialect, f, false);
      const { rows } = await sql<{ employmentType: string; category: string; n: number }>`
        select j.employment_type, j.category, count(*) as n from ${from} where ${where}
        group by j.employment_type, j.category`.execute(db);
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    async count(f: SearchFilter): Promise<number> {
      const { from, where } = fromWhere(dialect, f, true);
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${from} where ${where}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    async findJob(id: number, executor: Kysely<Database> = db): Promise<JobRow | undefined> {
      const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from job_order j where j.id = ${id}`.execute(executor);
      return rows[0];
    },

    /** Batched multi-row inserts inside one transaction (the generator inserts 500,000 this way). */
    async insertJobs(jobs: NewJob[], now: number): Promise<number[]> {
      const ids: number[] = [];
      // SQLite allows 32,766 bound values per statement; PostgreSQL 65,535. 19 columns a row.
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

    /**
     * Inserts the application, Submitted by the candidate, with the first entry of its status
     * history, unless it exists; true when this call created it.
     */
    async insertApplication(
      userId: number,
      jobOrderId: number,
      source: 'search' | 'link' | 'email',
      now: number,
      resumeId: number | null = null,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('jobApplication')
          .values({ userId, jobOrderId, source, status: APPLICATION_SUBMITTED, createdAt: now, resumeId })
          .onConflict((oc) => oc.columns(['userId', 'jobOrderId']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await insertStatusChange(trx, { applicationId: row.id, status: APPLICATION_SUBMITTED, changedBy: userId }, now);
        return true;
      });
    },

    async hasApplied(userId: number, jobOrderId: number, executor: Kysely<Database> = db): Promise<boolean> {
      const row = await executor
        .selectFrom('jobApplication')
        .select('id')
        .where('userId', '=', userId)
        .where('jobOrderId', '=', jobOrderId)
        .executeTakeFirst();
      return Boolean(row);
    },

    countApplications(userId: number, jobOrderId: number) {
      return db
        .selectFrom('jobApplication')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('jobOrderId', '=', jobOrderId)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },

    async insertApplicant(
      a: { idHash: string; userId: number; jobOrderId: number; invitedBy: number | null; expiresAt: number },
      now: number,
      executor: Kysely<Database> = db,
    ): Promise<number> {
      const row = await executor
        .insertInto('applicant')
        .values({ ...a, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findApplicantByHash(idHash: string, now: number) {
      return db
        .selectFrom('applicant')
        .innerJoin('userAccount', 'userAccount.id', 'applicant.userId')
        .select([
          'applicant.id',
          'applicant.userId',
          'applicant.jobOrderId',
          'applicant.idHash',
          'userAccount.firstName',
          'userAccount.email',
        ])
        .where('applicant.idHash', '=', idHash)
        .where('applicant.expiresAt', '>', now)
        .executeTakeFirst();
    },

    findApplicantById(id: number, now: number) {
      return db
        .selectFrom('applicant')
        .select(['id', 'userId', 'jobOrderId', 'idHash'])
        .where('id', '=', id)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
    },

    async insertLinkToken(
      t: { tokenHash: string; applicantId: number; expiresAt: number },
      now: number,
      executor: Kysely<Database> = db,
    ) {
      await executor
        .insertInto('applyLinkToken')
        .values({ ...t, createdAt: now })
        .execute();
    },

    /** Uses a live one-click token; the applicant it belongs to, or null (unknown, expired, used). */
    async useLinkToken(tokenHash: string, now: number, executor: Kysely<Database> = db) {
      const result = await executor
        .updateTable('applyLinkToken')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return executor
        .selectFrom('applyLinkToken')
        .innerJoin('applicant', 'applicant.id', 'applyLinkToken.applicantId')
        .select(['applicant.id', 'applicant.userId', 'applicant.jobOrderId'])
        .where('applyLinkToken.tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Account deletion: the emailed apply links of the user (applications themselves stay, anonymised). */
    async deleteApplicantLinks(userId: number, executor: Kysely<Database>) {
      await executor
        .deleteFrom('applyLinkToken')
        .where('applicantId', 'in', (eb) => eb.selectFrom('applicant').select('id').where('userId', '=', userId))
        .execute();
      await executor.deleteFrom('applicant').where('userId', '=', userId).execute();
    },

    findUserIdByEmail(email: string) {
      return db
        .selectFrom('userAccount')
        .select(['id', 'email', 'firstName'])
        .where('email', '=', email)
        .executeTakeFirst();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
