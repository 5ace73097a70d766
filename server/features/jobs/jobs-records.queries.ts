/** The queries of job rows themselves: one job, open jobs for the sitemap, counts, inserts and status. */
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database, JobOrderTable } from '../../db/schema';
import { JOB_COLUMNS, type JobRow } from './jobs-search.sql';

export type NewJob = Omit<
  JobOrderTable,
  'id' | 'createdAt' | 'updatedAt' | 'version' | 'descriptionMarkdown' | 'externalSource' | 'externalId' | 'timeZone'
> & {
  descriptionMarkdown?: string | null;
  /** Chosen on the job form; absent: left as it is (null: the zone of the coordinates). */
  timeZone?: string | null;
};

/** Open jobs for the sitemap, by id. */
export async function openJobIds(db: Db, offset: number, limit: number): Promise<{ id: number; updatedAt: number }[]> {
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
}

export async function countOpenJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobOrder')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'Open')
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findJob(executor: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS}, j.updated_at from job_order j where j.id = ${id}`.execute(
    executor,
  );
  return rows[0];
}

/** Batched multi-row inserts inside one transaction (the generator inserts 500,000 this way). */
export async function insertJobs(db: Db, jobs: NewJob[], now: number): Promise<number[]> {
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
}

export async function setJobStatus(db: Db, id: number, status: string, active: boolean, now: number): Promise<void> {
  await db
    .updateTable('jobOrder')
    .set({ status, active: active ? 1 : 0, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function countJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobOrder')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
