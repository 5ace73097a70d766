/**
 * Due-date reminders through the outbox. Any number of instances run them: a reminder is a row of
 * document_reminder whose unique key (document, kind, due date) lets exactly one instance insert it,
 * in the same transaction as its mail. A completed or cancelled document gets none; an extension
 * (a new due date) starts a fresh set. A document without a due date is reminded every
 * `undatedDays` after its assignment, at most UNDATED_REMINDERS times (keyed by the time each is due).
 * Staff's Remind waits REMIND_COOLDOWN_HOURS after the last reminder of either kind.
 * Each use case is a function of its own file; this binds them to the deps.
 */
import type { Kysely } from 'kysely';
import type { ReminderSchedule } from '../../../common/onboarding';
import type { Database } from '../../db/schema';
import { sendDueReminders } from './due-reminders';
import { remindNow } from './remind-now';
import { readSchedule, saveSchedule } from './reminder-settings';
import type { RemindersDeps } from './reminders.shared';

export function createReminders(deps: RemindersDeps) {
  return {
    schedule: () => readSchedule(deps),
    setSchedule: (value: ReminderSchedule) => saveSchedule(deps, value),
    runDue: () => sendDueReminders(deps),
    remindNow: (
      trx: Kysely<Database>,
      doc: {
        id: number;
        formTitle: string;
        dueAt: number | null;
        email: string;
        firstName: string;
        preferredLanguage: string | null;
      },
    ) => remindNow(deps, trx, doc),
  };
}
