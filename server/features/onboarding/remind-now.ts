/** Staff's "remind now": one reminder mail outside the schedule, at most one per cooldown. */
import type { Kysely } from 'kysely';
import { ONBOARDING_MESSAGES as M, REMIND_COOLDOWN_HOURS } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { reminderMail, type RemindersDeps } from './reminders.shared';

const HOUR = 3_600_000;
const COOLDOWN = REMIND_COOLDOWN_HOURS * HOUR;

/**
 * Staff's "remind now": a reminder mail outside the schedule, in `trx`, unless the candidate had
 * one about this document in the last REMIND_COOLDOWN_HOURS (a 429 that says when the next can go).
 * One conditional update decides, so two clicks at once send one mail. The caller signals the outbox.
 */
export async function remindNow(
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
) {
  const now = deps.clock();
  const claimed = await trx
    .updateTable('document')
    .set({ lastRemindedAt: now })
    .where('id', '=', doc.id)
    .where((eb) => eb.or([eb('lastRemindedAt', 'is', null), eb('lastRemindedAt', '<=', now - COOLDOWN)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const row = await trx.selectFrom('document').select('lastRemindedAt').where('id', '=', doc.id).executeTakeFirst();
    // Two clicks at once: the winner's clock may read after this one's, never more than a cooldown.
    const wait = Math.min(COOLDOWN, Number(row?.lastRemindedAt ?? now) + COOLDOWN - now);
    const hours = Math.max(1, Math.ceil(wait / HOUR));
    throw new AppError(ErrorCode.RATE_LIMITED, M.remindedLately(doc.formTitle, hours), undefined, {
      retryAfter: Math.max(1, Math.ceil(wait / 1000)),
    });
  }
  await enqueueMail(trx, reminderMail('manual', doc, doc, deps.site), now);
}
