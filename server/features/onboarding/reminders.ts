/**
 * Due-date reminders through the outbox. Any number of instances run them: a reminder is a row of
 * document_reminder whose unique key (document, kind, due date) lets exactly one instance insert it,
 * in the same transaction as its mail. A completed or cancelled document gets none; an extension
 * (a new due date) starts a fresh set.
 */
import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderKind, type ReminderSchedule } from '../../../common/onboarding';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { enqueueMail } from '../../providers/mail/outbox';
import { renderMail } from '../../providers/mail/template';

const DAY = 86_400_000;
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

function reminderMail(
  kind: ReminderKind | 'manual',
  to: { email: string; firstName: string },
  doc: { formTitle: string; dueAt: number },
  site: { siteName: string; publicUrl: string },
) {
  const due = dayjs(doc.dueAt).format('MMM D, YYYY');
  const subject =
    kind === 'after'
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
      kind === 'after'
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

  /** Sends one reminder unless another instance did, or the document was completed meanwhile. */
  async function sendOnce(
    trx: Kysely<Database>,
    doc: { id: number; formTitle: string; dueAt: number; email: string; firstName: string },
    kind: ReminderKind,
    now: number,
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('documentReminder')
      .values({ documentId: doc.id, kind, dueAt: doc.dueAt, sentAt: now })
      .onConflict((oc) => oc.columns(['documentId', 'kind', 'dueAt']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
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

    /** One run over the documents with a due date that are still open; returns how many reminders it sent. */
    async runDue(): Promise<number> {
      const now = clock();
      const plan = await schedule();
      // The earliest reminder is `beforeDays` ahead of the due day; the latest `afterDays` after it.
      const horizon = now + (plan.beforeDays + 1) * DAY;
      const oldest = now - (plan.afterDays + 1) * DAY;
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
        .where('document.dueAt', 'is not', null)
        .where('document.dueAt', '<=', horizon)
        .where('document.dueAt', '>=', oldest)
        // Signed (or waiting only for the employer's countersignature): nothing to ask the candidate.
        .where('document.status', 'not in', [DOCUMENT_STATUS.completed, DOCUMENT_STATUS.awaitingEmployer])
        // A credential awaiting review asks nothing more of the candidate.
        .where((eb) => eb.or([eb('document.reviewStatus', 'is', null), eb('document.reviewStatus', '<>', 'pending')]))
        .where('document.cancelledAt', 'is', null)
        .where('document.isTest', '=', 0)
        // Informational documents are read, not signed: no reminder chases them (SPEC §4).
        .where('document.signatureType', '<>', INFO_SIGNATURE_TYPE)
        .where('userAccount.deletedAt', 'is', null)
        .orderBy('document.dueAt')
        .limit(BATCH)
        .execute();
      let sent = 0;
      for (const row of rows) {
        const doc = { ...row, dueAt: Number(row.dueAt), createTimestamp: Number(row.createTimestamp) };
        const kind = dueReminder(doc, plan, now);
        if (!kind) continue;
        const done = await db.transaction().execute(async (trx) => {
          // Completed since the list was read: nothing to remind.
          const open = await trx
            .selectFrom('document')
            .select('id')
            .where('id', '=', doc.id)
            .where('status', 'not in', [DOCUMENT_STATUS.completed, DOCUMENT_STATUS.awaitingEmployer])
            .where('cancelledAt', 'is', null)
            .executeTakeFirst();
          return open ? sendOnce(trx, doc, kind, now) : false;
        });
        if (done) sent += 1;
      }
      if (sent > 0) deps.mailQueued();
      return sent;
    },

    /** Staff's "remind now": a reminder mail outside the schedule (sent each time staff ask). */
    async remindNow(doc: { formTitle: string; dueAt: number | null; email: string; firstName: string }) {
      await enqueueMail(
        db,
        reminderMail('manual', doc, { formTitle: doc.formTitle, dueAt: doc.dueAt ?? clock() }, site),
        clock(),
      );
      deps.mailQueued();
    },
  };
}
