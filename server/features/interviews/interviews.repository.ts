/** SQL of interviews and their proposed slots. */
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
  jobTitle: string;
  company: string;
  /** Who proposed it. */
  staffEmail: string;
  staffFirstName: string;
  staffLastName: string;
}

export type SlotRow = Omit<InterviewSlotTable, 'id'> & { id: number };

export type NewSlot = Omit<InterviewSlotTable, 'id' | 'interviewId'>;

export function createInterviewsRepository(db: Db) {
  const base = (executor: Kysely<Database> = db) =>
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
        'j.title as jobTitle',
        'j.corpTitle as company',
        's.email as staffEmail',
        's.firstName as staffFirstName',
        's.lastName as staffLastName',
      ]);

  const asRow = (r: Record<string, unknown>) =>
    ({
      ...r,
      tokenExpiresAt: Number(r.tokenExpiresAt),
      createdAt: Number(r.createdAt),
      reminderSentAt: r.reminderSentAt === null ? null : Number(r.reminderSentAt),
    }) as InterviewRow;

  return {
    async find(id: number, executor?: Kysely<Database>): Promise<InterviewRow | undefined> {
      const row = await base(executor).where('i.id', '=', id).executeTakeFirst();
      return row ? asRow(row) : undefined;
    },

    async findByTokenHash(hash: string): Promise<InterviewRow | undefined> {
      const row = await base().where('i.tokenHash', '=', hash).executeTakeFirst();
      return row ? asRow(row) : undefined;
    },

    async forApplication(applicationId: number): Promise<InterviewRow[]> {
      return (await base().where('i.applicationId', '=', applicationId).orderBy('i.id', 'desc').execute()).map(asRow);
    },

    async forApplications(ids: number[]): Promise<InterviewRow[]> {
      if (ids.length === 0) return [];
      return (await base().where('i.applicationId', 'in', ids).orderBy('i.id', 'desc').execute()).map(asRow);
    },

    /** The candidate's interviews still to come (proposed or scheduled), newest first. */
    async openForUser(userId: number): Promise<InterviewRow[]> {
      return (
        await base()
          .where('a.userId', '=', userId)
          .where('i.status', 'in', ['proposed', 'scheduled'])
          .orderBy('i.id', 'desc')
          .execute()
      ).map(asRow);
    },

    /** An application's interviews still open (proposed or scheduled), read in the caller's transaction. */
    async openForApplication(applicationId: number, executor: Kysely<Database>): Promise<InterviewRow[]> {
      return (
        await base(executor)
          .where('i.applicationId', '=', applicationId)
          .where('i.status', 'in', ['proposed', 'scheduled'])
          .execute()
      ).map(asRow);
    },

    async hasOpen(applicationId: number): Promise<boolean> {
      const row = await db
        .selectFrom('interview')
        .select('id')
        .where('applicationId', '=', applicationId)
        .where('status', 'in', ['proposed', 'scheduled'])
        .executeTakeFirst();
      return Boolean(row);
    },

    async slots(interviewIds: number[], executor: Kysely<Database> = db): Promise<SlotRow[]> {
      if (interviewIds.length === 0) return [];
      const rows = await executor
        .selectFrom('interviewSlot')
        .selectAll()
        .where('interviewId', 'in', interviewIds)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, startsAt: Number(r.startsAt) }));
    },

    async insert(
      trx: Kysely<Database>,
      interview: {
        applicationId: number;
        uid: string;
        proposedBy: number;
        note: string | null;
        tokenHash: string;
        tokenExpiresAt: number;
        now: number;
      },
      slots: NewSlot[],
    ): Promise<number> {
      const { id } = await trx
        .insertInto('interview')
        .values({
          applicationId: interview.applicationId,
          uid: interview.uid,
          status: 'proposed',
          proposedBy: interview.proposedBy,
          note: interview.note,
          tokenHash: interview.tokenHash,
          tokenExpiresAt: interview.tokenExpiresAt,
          chosenSlotId: null,
          reminderSentAt: null,
          createdAt: interview.now,
          updatedAt: interview.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('interviewSlot')
        .values(slots.map((s) => ({ ...s, interviewId: id })))
        .execute();
      return id;
    },

    /** Proposed → scheduled with the chosen slot; false when another pick (or a cancel) came first. */
    async choose(trx: Kysely<Database>, id: number, slotId: number, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('interview')
        .set({ status: 'scheduled', chosenSlotId: slotId, updatedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'proposed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A scheduled interview's time moves: a new slot, one more SEQUENCE, the reminder due again. */
    async reschedule(
      trx: Kysely<Database>,
      id: number,
      sequence: number,
      slot: NewSlot,
      now: number,
    ): Promise<boolean> {
      const { id: slotId } = await trx
        .insertInto('interviewSlot')
        .values({ ...slot, interviewId: id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const result = await trx
        .updateTable('interview')
        .set({ chosenSlotId: slotId, sequence: sequence + 1, reminderSentAt: null, updatedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('sequence', '=', sequence)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async cancel(trx: Kysely<Database>, id: number, sequence: number, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('interview')
        .set({ status: 'cancelled', sequence: sequence + 1, updatedAt: now })
        .where('id', '=', id)
        .where('status', 'in', ['proposed', 'scheduled'])
        .where('sequence', '=', sequence)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Scheduled interviews starting before `until` whose reminder is not sent yet. */
    async dueReminders(now: number, until: number, limit: number) {
      const rows = await db
        .selectFrom('interview as i')
        .innerJoin('interviewSlot as s', 's.id', 'i.chosenSlotId')
        .select(['i.id'])
        .where('i.status', '=', 'scheduled')
        .where('i.reminderSentAt', 'is', null)
        .where('s.startsAt', '>', now)
        .where('s.startsAt', '<=', until)
        .orderBy('s.startsAt')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Claims the reminder: exactly one caller (of any instance) gets true. */
    async claimReminder(trx: Kysely<Database>, id: number, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('interview')
        .set({ reminderSentAt: now })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('reminderSentAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
