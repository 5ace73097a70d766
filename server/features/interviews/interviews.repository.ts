/**
 * SQL of interviews and their proposed slots: the reads in interviews-read.queries.ts, the writes
 * in interviews-write.queries.ts; this binds them to one database.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import {
  findInterview,
  hasOpenInterview,
  type InterviewRow,
  interviewByTokenHash,
  interviewsOfApplication,
  interviewsOfApplications,
  type NewSlot,
  openInterviewsOfApplication,
  openInterviewsOfUser,
  type SlotRow,
  slotsOf,
} from './interviews-read.queries';
import {
  cancelInterviewRow,
  chooseSlot,
  claimReminder,
  dueReminders,
  insertInterview,
  moveInterview,
} from './interviews-write.queries';

export type { InterviewRow, NewSlot, SlotRow } from './interviews-read.queries';

export function createInterviewsRepository(db: Db) {
  return {
    find: (id: number, executor?: Kysely<Database>): Promise<InterviewRow | undefined> =>
      findInterview(db, id, executor),
    findByTokenHash: (hash: string): Promise<InterviewRow | undefined> => interviewByTokenHash(db, hash),
    forApplication: (applicationId: number): Promise<InterviewRow[]> => interviewsOfApplication(db, applicationId),
    forApplications: (ids: number[]): Promise<InterviewRow[]> => interviewsOfApplications(db, ids),
    openForUser: (userId: number): Promise<InterviewRow[]> => openInterviewsOfUser(db, userId),
    openForApplication: (applicationId: number, executor: Kysely<Database>): Promise<InterviewRow[]> =>
      openInterviewsOfApplication(db, applicationId, executor),
    hasOpen: (applicationId: number): Promise<boolean> => hasOpenInterview(db, applicationId),
    slots: (interviewIds: number[], executor: Kysely<Database> = db): Promise<SlotRow[]> =>
      slotsOf(db, interviewIds, executor),
    insert: (trx: Kysely<Database>, interview: Parameters<typeof insertInterview>[1], slots: NewSlot[]) =>
      insertInterview(trx, interview, slots),
    choose: (trx: Kysely<Database>, id: number, slotId: number, now: number) => chooseSlot(trx, id, slotId, now),
    reschedule: (trx: Kysely<Database>, id: number, sequence: number, slot: NewSlot, now: number) =>
      moveInterview(trx, id, sequence, slot, now),
    cancel: (trx: Kysely<Database>, id: number, sequence: number, now: number) =>
      cancelInterviewRow(trx, id, sequence, now),
    dueReminders: (now: number, until: number, limit: number) => dueReminders(db, now, until, limit),
    claimReminder: (trx: Kysely<Database>, id: number, now: number) => claimReminder(trx, id, now),
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
