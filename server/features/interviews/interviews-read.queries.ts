/** SQL reading interviews and their proposed slots (see interviews.repository.ts). */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, InterviewSlotTable, InterviewStatusValue } from '../../db/schema';

export interface InterviewRow {
  id: number;
  applicationId: number;
  uid: string;
  status: InterviewStatusValue;
  sequence: number;
  proposedBy: number;
  note: string | null;
  tokenExpiresAt: number;
  chosenSlotId: number | null;
  reminderSentAt: number | null;
  createdAt: number;
  /** The application's candidate and job. */
  userId: number;
  applicationStatus: string;
  candidateEmail: string;
  candidateFirstName: string;
  candidateLastName: string;
  /** The languages the candidate and the staff member read mail in (null: never chosen). */
  candidateLanguage: string | null;
  jobTitle: string;
  company: string;
  /** Who proposed it. */
  staffEmail: string;
  staffFirstName: string;
  staffLastName: string;
  staffLanguage: string | null;
}

export type SlotRow = Omit<InterviewSlotTable, 'id'> & { id: number };

export type NewSlot = Omit<InterviewSlotTable, 'id' | 'interviewId'>;

const base = (db: Db, executor: Kysely<Database> = db) =>
  executor
    .selectFrom('interview as i')
    .innerJoin('jobApplication as a', 'a.id', 'i.applicationId')
    .innerJoin('jobOrder as j', 'j.id', 'a.jobOrderId')
    .innerJoin('userAccount as c', 'c.id', 'a.userId')
    .innerJoin('userAccount as s', 's.id', 'i.proposedBy')
    .select([
      'i.id',
      'i.applicationId',
      'i.uid',
      'i.status',
      'i.sequence',
      'i.proposedBy',
      'i.note',
      'i.tokenExpiresAt',
      'i.chosenSlotId',
      'i.reminderSentAt',
      'i.createdAt',
      'a.userId',
      'a.status as applicationStatus',
      'c.email as candidateEmail',
      'c.firstName as candidateFirstName',
      'c.lastName as candidateLastName',
      'c.preferredLanguage as candidateLanguage',
      'j.title as jobTitle',
      'j.corpTitle as company',
      's.email as staffEmail',
      's.firstName as staffFirstName',
      's.lastName as staffLastName',
      's.preferredLanguage as staffLanguage',
    ]);

const asRow = (r: Record<string, unknown>) =>
  ({
    ...r,
    tokenExpiresAt: Number(r.tokenExpiresAt),
    createdAt: Number(r.createdAt),
    reminderSentAt: r.reminderSentAt === null ? null : Number(r.reminderSentAt),
  }) as InterviewRow;

export async function findInterview(
  db: Db,
  id: number,
  executor?: Kysely<Database>,
): Promise<InterviewRow | undefined> {
  const row = await base(db, executor).where('i.id', '=', id).executeTakeFirst();
  return row ? asRow(row) : undefined;
}

export async function interviewByTokenHash(db: Db, hash: string): Promise<InterviewRow | undefined> {
  const row = await base(db).where('i.tokenHash', '=', hash).executeTakeFirst();
  return row ? asRow(row) : undefined;
}

export async function interviewsOfApplication(db: Db, applicationId: number): Promise<InterviewRow[]> {
  return (await base(db).where('i.applicationId', '=', applicationId).orderBy('i.id', 'desc').execute()).map(asRow);
}

export async function interviewsOfApplications(db: Db, ids: number[]): Promise<InterviewRow[]> {
  if (ids.length === 0) return [];
  return (await base(db).where('i.applicationId', 'in', ids).orderBy('i.id', 'desc').execute()).map(asRow);
}

/** The candidate's interviews still to come (proposed or scheduled), newest first. */
export async function openInterviewsOfUser(db: Db, userId: number): Promise<InterviewRow[]> {
  return (
    await base(db)
      .where('a.userId', '=', userId)
      .where('i.status', 'in', ['proposed', 'scheduled'])
      .orderBy('i.id', 'desc')
      .execute()
  ).map(asRow);
}

/** An application's interviews still open (proposed or scheduled), read in the caller's transaction. */
export async function openInterviewsOfApplication(
  db: Db,
  applicationId: number,
  executor: Kysely<Database>,
): Promise<InterviewRow[]> {
  return (
    await base(db, executor)
      .where('i.applicationId', '=', applicationId)
      .where('i.status', 'in', ['proposed', 'scheduled'])
      .execute()
  ).map(asRow);
}

export async function hasOpenInterview(db: Db, applicationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('interview')
    .select('id')
    .where('applicationId', '=', applicationId)
    .where('status', 'in', ['proposed', 'scheduled'])
    .executeTakeFirst();
  return Boolean(row);
}

export async function slotsOf(db: Db, interviewIds: number[], executor: Kysely<Database> = db): Promise<SlotRow[]> {
  if (interviewIds.length === 0) return [];
  const rows = await executor
    .selectFrom('interviewSlot')
    .selectAll()
    .where('interviewId', 'in', interviewIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, startsAt: Number(r.startsAt) }));
}
