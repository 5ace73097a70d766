/** The reminder 24 h before a booked interview, sent once. */
import { REMINDER_BEFORE_MS } from '../../../common/interviews';
import type { InterviewsDeps } from './interviews.shared';

const REMINDER_BATCH = 100;

/** Sends each due reminder once (any number of instances: the claim decides). */
export async function runDueReminders(deps: InterviewsDeps): Promise<number> {
  const { db, repo, mails, clock } = deps;
  const now = clock();
  let sent = 0;
  for (const id of await repo.dueReminders(now, now + REMINDER_BEFORE_MS, REMINDER_BATCH)) {
    const done = await db.transaction().execute(async (trx) => {
      if (!(await repo.claimReminder(trx, id, now))) return false;
      const row = (await repo.find(id, trx))!;
      const slot = (await repo.slots([id], trx)).find((s) => s.id === row.chosenSlotId)!;
      await mails.reminder(trx, row, slot, now);
      return true;
    });
    if (done) sent += 1;
  }
  if (sent > 0) deps.mailQueued();
  return sent;
}
