/** Staff remind candidates of open documents now: one (resend) or many (the board's bulk remind). */
import { ONBOARDING_MESSAGES as M, OPEN_BOARD_STATES, type RemindResult } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../staff/staff.schema';
import { boardState } from './board-state';
import { bulkRemindSchema, documentIdSchema } from './onboarding.schema';
import { documentNotFound, type OnboardingDeps } from './onboarding.shared';

/**
 * A reminder now for open documents (staff's resend and bulk remind); completed, informational
 * and in-review ones are skipped (they ask nothing of the candidate), and one reminded in the last
 * REMIND_COOLDOWN_HOURS is not mailed again: it is listed in `waiting` with when the next can go.
 * When nothing was sent because of that, the answer is the 429 that says so.
 */
async function remind(deps: OnboardingDeps, ids: number[], actorId: number): Promise<RemindResult> {
  const rows = await deps.repo.findDocuments([...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw documentNotFound();
  let sent = 0;
  const waiting: RemindResult['waiting'] = [];
  let refusal: AppError | null = null;
  for (const row of rows) {
    if (row.cancelledAt !== null || !OPEN_BOARD_STATES.includes(boardState(row, deps.clock()))) continue;
    try {
      await deps.db.transaction().execute(async (trx) => {
        await deps.reminders.remindNow(trx, row);
        await deps.documents.staffEvent(row, actorId, 'reminder.sent_by_staff', null, { trx });
      });
      sent += 1;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ErrorCode.RATE_LIMITED) throw err;
      refusal = err;
      waiting.push({ id: row.id, formTitle: row.formTitle, message: err.message });
    }
  }
  if (sent > 0) deps.mailQueued();
  else if (refusal)
    throw waiting.length === 1
      ? refusal
      : new AppError(
          ErrorCode.RATE_LIMITED,
          M.noneReminded(waiting.length),
          { waiting },
          {
            retryAfter: refusal.retryAfter,
          },
        );
  return { sent, waiting };
}

/** POST /api/staff/documents/{id}/remind */
export function remindOne(deps: OnboardingDeps, idInput: unknown, actorId: number): Promise<RemindResult> {
  return remind(deps, [documentIdSchema.catch(0).parse(idInput)], actorId);
}

/** POST /api/staff/document-reminders/send {documentIds}: the board's bulk remind. */
export function remindMany(deps: OnboardingDeps, body: unknown, actorId: number): Promise<RemindResult> {
  return remind(deps, parseFields(bulkRemindSchema, body, M.invalidForm).documentIds, actorId);
}
