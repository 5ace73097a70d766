/** Staff move a booked interview: an updated calendar invitation (same UID) goes to both people. */
import { INTERVIEW_MESSAGES as M, type StaffInterview } from '../../../common/interviews';
import { idOrNotFound } from '../../lib/ids';
import { parseSlots } from './slots';
import { conflict, type InterviewsDeps, notFound, staffOne } from './interviews.shared';

/** POST /api/staff/interviews/{id}/reschedule {slot} */
export async function rescheduleInterview(
  deps: InterviewsDeps,
  idInput: unknown,
  body: unknown,
  actorId: number,
): Promise<StaffInterview> {
  const { db, repo, mails, clock, audit } = deps;
  const row = await repo.find(idOrNotFound(idInput, M.notFound));
  if (!row) throw notFound();
  if (row.status !== 'scheduled') throw conflict(row.status === 'cancelled' ? M.cancelled : M.notScheduled);
  const now = clock();
  const [slot] = parseSlots([(body as { slot?: unknown } | null)?.slot], now);
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await repo.reschedule(trx, row.id, row.sequence, slot!, now))) return false;
    const updated = (await repo.find(row.id, trx))!;
    const chosen = (await repo.slots([row.id], trx)).find((s) => s.id === updated.chosenSlotId)!;
    await mails.calendarMails(trx, 'interview-update', updated, chosen, updated.sequence, now);
    await audit.record(
      {
        action: 'interview.rescheduled',
        userId: row.userId,
        actorId,
        detail: { interviewId: row.id, sequence: updated.sequence },
      },
      trx,
    );
    return true;
  });
  if (!moved) throw conflict(M.notScheduled);
  deps.mailQueued();
  return staffOne(deps, row.id);
}
