/** The writes of applications: a new one, Submitted, and a status change, each with its history entry. */
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../common/applications';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

const APPLICATION_SUBMITTED: ApplicationStatus = 'Submitted';

/** Runs inside the transaction of a status change (a mail written to the outbox with it). */
export type WithinChange = (trx: Kysely<Database>) => Promise<void>;

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

/**
 * Inserts the application, Submitted by the candidate, with the first entry of its status
 * history, unless it exists; true when this call created it.
 */
export async function insertApplication(
  db: Db,
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
}

/**
 * Moves the application to `status` if its current status is one of `from` (any other status
 * when `from` is null), and records the change; false when the guard did not hold. The guard
 * is part of the UPDATE, so racing changes cannot both pass it.
 */
export async function changeStatus(
  db: Db,
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
}
