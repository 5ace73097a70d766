/**
 * SQL of applications' statuses: the current status on the application, every change in its history.
 * The reads are in application-reads.queries.ts, the writes in application-writes.queries.ts; this
 * binds them to one database.
 */
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../common/applications';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import {
  countApplications,
  countSince,
  findByEmailAndJob,
  findById,
  hasApplied,
  history,
  listAfter,
  listForJob,
  listForUser,
  recent,
} from './application-reads.queries';
import { changeStatus, insertApplication, type WithinChange } from './application-writes.queries';

export type { ApplicationRow } from './application-reads.queries';
export { insertStatusChange, insertSubmitted, type WithinChange } from './application-writes.queries';

export function createApplicationsRepository(db: Db) {
  return {
    insertApplication: (
      userId: number,
      jobOrderId: number,
      source: 'search' | 'link' | 'email',
      now: number,
      resumeId: number | null = null,
      onCreated?: (trx: Kysely<Database>, applicationId: number) => Promise<void>,
    ) => insertApplication(db, userId, jobOrderId, source, now, resumeId, onCreated),
    hasApplied: (userId: number, jobOrderId: number, executor: Kysely<Database> = db) =>
      hasApplied(executor, userId, jobOrderId),
    countApplications: (userId: number, jobOrderId: number) => countApplications(db, userId, jobOrderId),
    listForUser: (userId: number, executor?: Kysely<Database>) => listForUser(executor ?? db, userId),
    findById: (id: number) => findById(db, id),
    findByEmailAndJob: (email: string, jobOrderId: number) => findByEmailAndJob(db, email, jobOrderId),
    listAfter: (since: number, afterId: number, limit: number) => listAfter(db, since, afterId, limit),
    listForJob: (jobOrderId: number) => listForJob(db, jobOrderId),
    recent: (limit: number) => recent(db, limit),
    countSince: (since: number) => countSince(db, since),
    history: (applicationIds: number[]) => history(db, applicationIds),
    changeStatus: (
      id: number,
      status: ApplicationStatus,
      from: readonly ApplicationStatus[] | null,
      changedBy: number | null,
      now: number,
      within?: WithinChange,
      executor?: Kysely<Database>,
    ) => changeStatus(db, id, status, from, changedBy, now, within, executor),
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
