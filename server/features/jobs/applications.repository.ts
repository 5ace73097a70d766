/** SQL of applications' statuses: the current status on the application, every change in its history. */
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../common/applications';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export const APPLICATION_SUBMITTED: ApplicationStatus = 'Submitted';

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

export interface ApplicationRow {
  id: number;
  userId: number;
  jobOrderId: number;
  status: string;
  createdAt: number;
  title: string;
  location: string;
  corpTitle: string;
}

export function createApplicationsRepository(db: Db) {
  const withJob = () =>
    db
      .selectFrom('jobApplication as a')
      .innerJoin('jobOrder as j', 'j.id', 'a.jobOrderId')
      .select(['a.id', 'a.userId', 'a.jobOrderId', 'a.status', 'a.createdAt', 'j.title', 'j.location', 'j.corpTitle']);

  return {
    /** The candidate's applications, newest first. */
    listForUser(userId: number): Promise<ApplicationRow[]> {
      return withJob().where('a.userId', '=', userId).orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').execute();
    },

    findById(id: number): Promise<ApplicationRow | undefined> {
      return withJob().where('a.id', '=', id).executeTakeFirst();
    },

    async findByEmailAndJob(email: string, jobOrderId: number): Promise<ApplicationRow | undefined> {
      return withJob()
        .innerJoin('userAccount as u', 'u.id', 'a.userId')
        .where('u.email', '=', email)
        .where('a.jobOrderId', '=', jobOrderId)
        .executeTakeFirst();
    },

    /** The status changes of these applications, oldest first. */
    history(applicationIds: number[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('jobApplicationStatus')
        .select(['applicationId', 'status', 'changedAt'])
        .where('applicationId', 'in', applicationIds)
        .orderBy('changedAt')
        .orderBy('id')
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
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        let update = trx.updateTable('jobApplication').set({ status }).where('id', '=', id);
        update = from ? update.where('status', 'in', [...from]) : update.where('status', '<>', status);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await insertStatusChange(trx, { applicationId: id, status, changedBy }, now);
        return true;
      });
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
