/**
 * Due-date reminders through the outbox. Any number of instances run them: a reminder is a row of
 * document_reminder whose unique key (document, kind, due date) lets exactly one instance insert it,
 * in the same transaction as its mail. A completed or cancelled document gets none; an extension
 * (a new due date) starts a fresh set. A document without a due date is reminded every
 * `undatedDays` after its assignment, at most UNDATED_REMINDERS times (keyed by the time each is due).
 * Staff's Remind waits REMIND_COOLDOWN_HOURS after the last reminder of either kind.
 */
import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import {
  DEFAULT_REMINDER_SCHEDULE,
  ONBOARDING_MESSAGES as M,
  REMIND_COOLDOWN_HOURS,
  UNDATED_REMINDERS,
  type ReminderKind,
  type ReminderSchedule,
} from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const COOLDOWN = REMIND_COOLDOWN_HOURS * HOUR;
const SCHEDULE_KEY = 'reminderSchedule';
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

function reminderMail(
  kind: ReminderKind | 'manual',
  to: { email: string; firstName: string },
  doc: { formTitle: string; dueAt: number | null },
  site: { siteName: string; publicUrl: string },
) {
  const due = doc.dueAt === null ? null : dayjs(doc.dueAt).format('MMM D, YYYY');
  const subject =
    due === null
      ? `Reminder: ${doc.formTitle} is waiting for you`
      : kind === 'after'
        ? `Overdue: ${doc.formTitle} was due ${due}`
        : kind === 'due'
          ? `Due today: ${doc.formTitle}`
          : `Reminder: ${doc.formTitle} is due ${due}`;
  return renderMail({
    to: to.email,
    subject,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: [
      due === null
        ? `${doc.formTitle} is still waiting for you in your onboarding documents. Please complete it as soon as you can.`
        : kind === 'after'
          ? `${doc.formTitle} was due on ${due} and is not complete yet. Please complete it as soon as you can.`
          : `Please complete ${doc.formTitle} by ${due}.`,
    ],
    action: { label: 'Open your onboarding documents', url: `${site.publicUrl}/onboarding` },
  });
}

export function createReminders(deps: {
  db: Db;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}) {
  const { db, clock, site } = deps;

  async function schedule(): Promise<ReminderSchedule> {
    const row = await db
      .selectFrom('onboardingSetting')
      .select('value')
      .where('key', '=', SCHEDULE_KEY)
      .executeTakeFirst();
    return row
      ? { ...DEFAULT_REMINDER_SCHEDULE, ...(JSON.parse(row.value) as ReminderSchedule) }
      : DEFAULT_REMINDER_SCHEDULE;
  }

  /**
   * Sends one reminder unless another instance did, or the document was completed meanwhile. `key`:
   * the due date it is for (an undated document's: the time this reminder came due).
   */
  async function sendOnce(
    trx: Kysely<Database>,
    doc: { id: number; formTitle: string; dueAt: number | null; email: string; firstName: string },
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
    await enqueueMail(trx, reminderMail(kind, doc, doc, site), now);
    return true;
  }

  return {
    schedule,

    async setSchedule(value: ReminderSchedule): Promise<ReminderSchedule> {
      const now = clock();
      await db
        .insertInto('onboardingSetting')
        .values({ key: SCHEDULE_KEY, value: JSON.stringify(value), updatedAt: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updatedAt: now }))
        .execute();
      return value;
    },

    /** One run over the open documents (with a due date near, or none); returns how many reminders it sent. */
    async runDue(): Promise<number> {
      const now = clock();
      const plan = await schedule();
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
          return open ? sendOnce(trx, doc, kind, key, now) : false;
        });
        if (done) sent += 1;
      }
      if (sent > 0) deps.mailQueued();
      return sent;
    },

    /**
     * Staff's "remind now": a reminder mail outside the schedule, in `trx`, unless the candidate had
     * one about this document in the last REMIND_COOLDOWN_HOURS (a 429 that says when the next can go).
     * One conditional update decides, so two clicks at once send one mail. The caller signals the outbox.
     */
    async remindNow(
      trx: Kysely<Database>,
      doc: { id: number; formTitle: string; dueAt: number | null; email: string; firstName: string },
    ) {
      const now = clock();
      const claimed = await trx
        .updateTable('document')
        .set({ lastRemindedAt: now })
        .where('id', '=', doc.id)
        .where((eb) => eb.or([eb('lastRemindedAt', 'is', null), eb('lastRemindedAt', '<=', now - COOLDOWN)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        const row = await trx
          .selectFrom('document')
          .select('lastRemindedAt')
          .where('id', '=', doc.id)
          .executeTakeFirst();
        const wait = Number(row?.lastRemindedAt ?? now) + COOLDOWN - now;
        const hours = Math.max(1, Math.ceil(wait / HOUR));
        throw new AppError(ErrorCode.RATE_LIMITED, M.remindedLately(doc.formTitle, hours), undefined, {
          retryAfter: Math.max(1, Math.ceil(wait / 1000)),
        });
      }
      await enqueueMail(trx, reminderMail('manual', doc, doc, site), now);
    },
  };
}
