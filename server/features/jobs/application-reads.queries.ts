/** The reads of applications: one, a candidate's, a job's, the newest, the REST API's pages, counts, history. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export interface ApplicationRow {
  id: number;
  userId: number;
  jobOrderId: number;
  status: string;
  createdAt: number;
  title: string;
  location: string;
  corpTitle: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The language the candidate reads mail in (null: never chosen). */
  preferredLanguage: string | null;
  /** When the candidate deleted their account (the row stays, anonymised), or null. */
  accountDeletedAt: number | null;
  /** The résumé the candidate applied with (gone once the account is deleted). */
  resumeId: number | null;
  resumeFileName: string | null;
}

const withJob = (executor: Kysely<Database>) =>
  executor
    .selectFrom('jobApplication as a')
    .innerJoin('jobOrder as j', 'j.id', 'a.jobOrderId')
    .innerJoin('userAccount as u', 'u.id', 'a.userId')
    .leftJoin('resume as r', 'r.id', 'a.resumeId')
    .select([
      'a.id',
      'a.userId',
      'a.jobOrderId',
      'a.status',
      'a.createdAt',
      'j.title',
      'j.location',
      'j.corpTitle',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.preferredLanguage',
      'u.deletedAt as accountDeletedAt',
      'a.resumeId',
      'r.fileName as resumeFileName',
    ]);

export async function hasApplied(executor: Kysely<Database>, userId: number, jobOrderId: number): Promise<boolean> {
  const row = await executor
    .selectFrom('jobApplication')
    .select('id')
    .where('userId', '=', userId)
    .where('jobOrderId', '=', jobOrderId)
    .executeTakeFirst();
  return Boolean(row);
}

export function countApplications(db: Db, userId: number, jobOrderId: number) {
  return db
    .selectFrom('jobApplication')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('jobOrderId', '=', jobOrderId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** The candidate's applications, newest first. */
export function listForUser(executor: Kysely<Database>, userId: number): Promise<ApplicationRow[]> {
  return withJob(executor)
    .where('a.userId', '=', userId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export function findById(db: Db, id: number): Promise<ApplicationRow | undefined> {
  return withJob(db).where('a.id', '=', id).executeTakeFirst();
}

export async function findByEmailAndJob(
  db: Db,
  email: string,
  jobOrderId: number,
): Promise<ApplicationRow | undefined> {
  return withJob(db).where('u.email', '=', email).where('a.jobOrderId', '=', jobOrderId).executeTakeFirst();
}

/** Applications made at or after `since`, after `afterId`, by id (the REST API's cursor pages). */
export function listAfter(db: Db, since: number, afterId: number, limit: number): Promise<ApplicationRow[]> {
  return withJob(db)
    .where('a.createdAt', '>=', since)
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** A job's applications, oldest first. */
export function listForJob(db: Db, jobOrderId: number): Promise<ApplicationRow[]> {
  return withJob(db).where('a.jobOrderId', '=', jobOrderId).orderBy('a.createdAt').orderBy('a.id').execute();
}

/** The newest applications over all jobs. */
export function recent(db: Db, limit: number): Promise<ApplicationRow[]> {
  return withJob(db).orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

export async function countSince(db: Db, since: number): Promise<number> {
  const row = await db
    .selectFrom('jobApplication')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The status changes of these applications, oldest first, with the name of who made each. */
export function history(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobApplicationStatus as s')
    .leftJoin('userAccount as u', 'u.id', 's.changedBy')
    .select(['s.applicationId', 's.status', 's.changedAt', 'u.firstName', 'u.lastName'])
    .where('s.applicationId', 'in', applicationIds)
    .orderBy('s.changedAt')
    .orderBy('s.id')
    .execute();
}
