/** The scheduled run: each open document whose reminder has come gets it once, with its mail. */
import type { Kysely } from 'kysely';
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { UNDATED_REMINDERS, type ReminderKind, type ReminderSchedule } from '../../../common/onboarding';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { readSchedule } from './reminder-settings';
import { reminderMail, type RemindersDeps } from './reminders.shared';

const DAY = 86_400_000;
/** Documents looked at per run; the next run takes the rest. */
const BATCH = 200;

/** When each kind of reminder is due for a document due at `dueAt` (the end of its due day). */
function reminderTimes(dueAt: number, schedule: ReminderSchedule): [ReminderKind, number][] {
  const dayStart = dueAt - DAY + 1;
  const out: [ReminderKind, number][] = [];
  if (schedule.beforeDays > 0) out.push(['before', dayStart - schedule.beforeDays * DAY]);
  if (schedule.onDueDay) out.push(['due', dayStart]);
  if (schedule.afterDays > 0) out.push(['after', dayStart + schedule.afterDays * DAY]);
  return out;
}

/** The one reminder due now, if any: the latest whose time has come (an earlier, missed one is not sent late). */
function dueReminder(
  doc: { dueAt: number; createTimestamp: number },
  schedule: ReminderSchedule,
  now: number,
): ReminderKind | null {
  const due = reminderTimes(doc.dueAt, schedule).filter(([, at]) => at <= now && at >= doc.createTimestamp);
  return due.length ? due[due.length - 1]![0] : null;
}

/**
 * The reminder of an undated document due now, if any: the latest of its `undatedDays` steps after
 * assignment that has come (keyed by that step's time), the first UNDATED_REMINDERS of them.
 */
function undatedReminder(createdAt: number, schedule: ReminderSchedule, now: number): number | null {
  if (schedule.undatedDays <= 0) return null;
  const step = schedule.undatedDays * DAY;
  const steps = Math.min(Math.floor((now - createdAt) / step), UNDATED_REMINDERS);
  return steps >= 1 ? createdAt + steps * step : null;
}

/**
 * Sends one reminder unless another instance did, or the document was completed meanwhile. `key`:
 * the due date it is for (an undated document's: the time this reminder came due).
 */
async function sendOnce(
  deps: RemindersDeps,
  trx: Kysely<Database>,
  doc: {
    id: number;
    formTitle: string;
    dueAt: number | null;
    email: string;
    firstName: string;
    preferredLanguage: string | null;
  },
  kind: ReminderKind,
  key: number,
  now: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('documentReminder')
    .values({ documentId: doc.id, kind, dueAt: key, sentAt: now })
    .onConflict((oc) => oc.columns(['documentId', 'kind', 'dueAt']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx.updateTable('document').set({ lastRemindedAt: now }).where('id', '=', doc.id).execute();
  await enqueueMail(trx, reminderMail(kind, doc, doc, deps.site), now);
  return true;
}

/** One run over the open documents (with a due date near, or none); returns how many reminders it sent. */
export async function sendDueReminders(deps: RemindersDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock();
  const plan = await readSchedule(deps);
  // The earliest reminder is `beforeDays` ahead of the due day; the latest `afterDays` after it.
  const horizon = now + (plan.beforeDays + 1) * DAY;
  const oldest = now - (plan.afterDays + 1) * DAY;
  // Undated: from `undatedDays` after assignment until the last of its reminders (and a day more).
  const undatedFrom = now - plan.undatedDays * DAY;
  const undatedTo = now - (plan.undatedDays * UNDATED_REMINDERS + 1) * DAY;
  const rows = await db
    .selectFrom('document')
    .innerJoin('userAccount', 'userAccount.id', 'document.userId')
    .select([
      'document.id',
      'document.formTitle',
      'document.dueAt',
      'document.createTimestamp',
      'userAccount.email',
      'userAccount.firstName',
      'userAccount.preferredLanguage',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('document.dueAt', '<=', horizon), eb('document.dueAt', '>=', oldest)]),
        ...(plan.undatedDays > 0
          ? [
              eb.and([
                eb('document.dueAt', 'is', null),
                eb('document.createTimestamp', '<=', undatedFrom),
                eb('document.createTimestamp', '>=', undatedTo),
              ]),
            ]
          : []),
      ]),
    )
    // Signed (or waiting only for the employer's countersignature): nothing to ask the candidate.
    .where('document.status', 'not in', [DOCUMENT_STATUS.completed, DOCUMENT_STATUS.awaitingEmployer])
    // A copy awaiting review asks nothing more of the candidate.
    .where((eb) => eb.or([eb('document.reviewStatus', 'is', null), eb('document.reviewStatus', '<>', 'pending')]))
    .where('document.cancelledAt', 'is', null)
    .where('document.isTest', '=', 0)
    // Informational documents are read, not signed: no reminder chases them (docs/product.md §4).
    .where('document.signatureType', '<>', INFO_SIGNATURE_TYPE)
    .where('userAccount.deletedAt', 'is', null)
    .orderBy('document.dueAt')
    .orderBy('document.id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of rows) {
    const createdAt = Number(row.createTimestamp);
    const doc = { ...row, dueAt: row.dueAt === null ? null : Number(row.dueAt), createTimestamp: createdAt };
    let reminder: [ReminderKind, number] | null = null;
    if (doc.dueAt === null) {
      const key = undatedReminder(createdAt, plan, now);
      if (key !== null) reminder = ['undated', key];
    } else {
      const kind = dueReminder({ dueAt: doc.dueAt, createTimestamp: createdAt }, plan, now);
      if (kind) reminder = [kind, doc.dueAt];
    }
    if (!reminder) continue;
    const [kind, key] = reminder;
    const done = await db.transaction().execute(async (trx) => {
      // Completed since the list was read: nothing to remind.
      const open = await trx
        .selectFrom('document')
        .select('id')
        .where('id', '=', doc.id)
        .where('status', 'not in', [DOCUMENT_STATUS.completed, DOCUMENT_STATUS.awaitingEmployer])
        .where('cancelledAt', 'is', null)
        .executeTakeFirst();
      return open ? sendOnce(deps, trx, doc, kind, key, now) : false;
    });
    if (done) sent += 1;
  }
  if (sent > 0) deps.mailQueued();
  return sent;
}
