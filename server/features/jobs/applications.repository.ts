/** SQL of applications' statuses: the current status on the application, every change in its history. */
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../common/applications';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

const APPLICATION_SUBMITTED: ApplicationStatus = 'Submitted';

export async function insertStatusChange(
  executor: Kysely<Database>,
  change: { applicationId: number; status: string; changedBy: number | null },
  now: number,
): Promise<void> {
  await executor
    .insertInto('jobApplicationStatus')
    .values({ ...change, changedAt: now })
    .execute();
}

/**
 * Inside `trx`: the application, Submitted by the candidate, with the first entry of its status
 * history, unless one exists for the candidate and job; its id, or null when it existed.
 */
export async function insertSubmitted(
  trx: Kysely<Database>,
  application: { userId: number; jobOrderId: number; source: 'search' | 'link' | 'email'; resumeId: number | null },
  now: number,
): Promise<number | null> {
  const row = await trx
    .insertInto('jobApplication')
    .values({ ...application, status: APPLICATION_SUBMITTED, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'jobOrderId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await insertStatusChange(
    trx,
    { applicationId: row.id, status: APPLICATION_SUBMITTED, changedBy: application.userId },
    now,
  );
  return row.id;
}

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
  /** When the candidate deleted their account (the row stays, anonymised), or null. */
  accountDeletedAt: number | null;
  /** The résumé the candidate applied with (gone once the account is deleted). */
  resumeId: number | null;
  resumeFileName: string | null;
}

/** Runs inside the transaction of a status change (a mail written to the outbox with it). */
export type WithinChange = (trx: Kysely<Database>) => Promise<void>;

export function createApplicationsRepository(db: Db) {
  const withJob = (executor: Kysely<Database> = db) =>
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
        'u.deletedAt as accountDeletedAt',
        'a.resumeId',
        'r.fileName as resumeFileName',
      ]);

  return {
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
      /** Runs in the same transaction when the application is new (its confirmation mail). */
      onCreated?: (trx: Kysely<Database>, applicationId: number) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const id = await insertSubmitted(trx, { userId, jobOrderId, source, resumeId }, now);
        if (id === null) return false;
        await onCreated?.(trx, id);
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

    /** The candidate's applications, newest first. */
    listForUser(userId: number, executor?: Kysely<Database>): Promise<ApplicationRow[]> {
      return withJob(executor)
        .where('a.userId', '=', userId)
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    },

    findById(id: number): Promise<ApplicationRow | undefined> {
      return withJob().where('a.id', '=', id).executeTakeFirst();
    },

    async findByEmailAndJob(email: string, jobOrderId: number): Promise<ApplicationRow | undefined> {
      return withJob().where('u.email', '=', email).where('a.jobOrderId', '=', jobOrderId).executeTakeFirst();
    },

    /** Applications made at or after `since`, after `afterId`, by id (the REST API's cursor pages). */
    listAfter(since: number, afterId: number, limit: number): Promise<ApplicationRow[]> {
      return withJob()
        .where('a.createdAt', '>=', since)
        .where('a.id', '>', afterId)
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },

    /** A job's applications, oldest first. */
    listForJob(jobOrderId: number): Promise<ApplicationRow[]> {
      return withJob().where('a.jobOrderId', '=', jobOrderId).orderBy('a.createdAt').orderBy('a.id').execute();
    },

    /** The newest applications over all jobs. */
    recent(limit: number): Promise<ApplicationRow[]> {
      return withJob().orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
    },

    async countSince(since: number): Promise<number> {
      const row = await db
        .selectFrom('jobApplication')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The status changes of these applications, oldest first, with the name of who made each. */
    history(applicationIds: number[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('jobApplicationStatus as s')
        .leftJoin('userAccount as u', 'u.id', 's.changedBy')
        .select(['s.applicationId', 's.status', 's.changedAt', 'u.firstName', 'u.lastName'])
        .where('s.applicationId', 'in', applicationIds)
        .orderBy('s.changedAt')
        .orderBy('s.id')
        .execute();
    },

    /**
     * Moves the application to `status` if its current status is one of `from` (any other status
     * when `from` is null), and records the change; false when the guard did not hold. The guard
     * is part of the UPDATE, so racing changes cannot both pass it.
     */
    async changeStatus(
      id: number,
      status: ApplicationStatus,
      from: readonly ApplicationStatus[] | null,
      changedBy: number | null,
      now: number,
      within?: WithinChange,
      /** A transaction already open (an account's deletion); otherwise the change opens its own. */
      executor?: Kysely<Database>,
    ): Promise<boolean> {
      const change = async (trx: Kysely<Database>) => {
        let update = trx.updateTable('jobApplication').set({ status }).where('id', '=', id);
        update = from ? update.where('status', 'in', [...from]) : update.where('status', '<>', status);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await insertStatusChange(trx, { applicationId: id, status, changedBy }, now);
        await within?.(trx);
        return true;
      };
      return executor ? change(executor) : db.transaction().execute(change);
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
