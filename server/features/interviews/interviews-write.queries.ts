/** SQL writing interviews: proposing, booking, moving, cancelling, and the reminders' claim. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { NewSlot } from './interviews-read.queries';

export async function insertInterview(
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
}

/** Proposed → scheduled with the chosen slot; false when another pick (or a cancel) came first. */
export async function chooseSlot(trx: Kysely<Database>, id: number, slotId: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('interview')
    .set({ status: 'scheduled', chosenSlotId: slotId, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A scheduled interview's time moves: a new slot, one more SEQUENCE, the reminder due again. */
export async function moveInterview(
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
}

export async function cancelInterviewRow(
  trx: Kysely<Database>,
  id: number,
  sequence: number,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('interview')
    .set({ status: 'cancelled', sequence: sequence + 1, updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', ['proposed', 'scheduled'])
    .where('sequence', '=', sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Scheduled interviews starting before `until` whose reminder is not sent yet. */
export async function dueReminders(db: Db, now: number, until: number, limit: number) {
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
}

/** Claims the reminder: exactly one caller (of any instance) gets true. */
export async function claimReminder(trx: Kysely<Database>, id: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('interview')
    .set({ reminderSentAt: now })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .where('reminderSentAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
