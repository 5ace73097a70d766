/** Cancelling interviews: by staff, or because the application was decided. */
import type { Kysely } from 'kysely';
import { INTERVIEW_MESSAGES as M, type StaffInterview } from '../../../common/interviews';
import type { Database } from '../../db/schema';
import { idOrNotFound } from '../../lib/ids';
import type { InterviewRow } from './interviews.repository';
import { conflict, type InterviewsDeps, notFound, staffOne } from './interviews.shared';

/** Cancels one open interview in `trx`: the calendar cancellation or the proposal's withdrawal, audited. */
async function cancelOne(
  deps: InterviewsDeps,
  trx: Kysely<Database>,
  row: InterviewRow,
  actorId: number | null,
  now: number,
  because?: 'application_closed',
): Promise<boolean> {
  const { repo, mails, audit } = deps;
  if (!(await repo.cancel(trx, row.id, row.sequence, now))) return false;
  const chosen = (await repo.slots([row.id], trx)).find((s) => s.id === row.chosenSlotId);
  if (row.status === 'scheduled' && chosen)
    await mails.calendarMails(trx, 'interview-cancellation', row, chosen, row.sequence + 1, now);
  else await mails.proposalCancelled(trx, row, now);
  await audit.record(
    {
      action: 'interview.cancelled',
      userId: row.userId,
      actorId,
      detail: { interviewId: row.id, was: row.status, ...(because ? { because } : {}) },
    },
    trx,
  );
  return true;
}

/** POST /api/staff/interviews/{id}/cancel */
export async function cancelInterview(
  deps: InterviewsDeps,
  idInput: unknown,
  actorId: number,
): Promise<StaffInterview> {
  const { db, repo, clock } = deps;
  const row = await repo.find(idOrNotFound(idInput, M.notFound));
  if (!row) throw notFound();
  if (row.status === 'cancelled') throw conflict(M.cancelled);
  const done = await db.transaction().execute((trx) => cancelOne(deps, trx, row, actorId, clock()));
  if (!done) throw conflict(M.cancelled);
  deps.mailQueued();
  return staffOne(deps, row.id);
}

/**
 * The application was decided (withdrawn, not selected, placed, the account deleted): its open
 * interview is cancelled in the same transaction, with the same mails as a staff cancel, so no
 * one keeps a meeting in their calendar for an application that is over.
 */
export async function closeForApplication(
  deps: InterviewsDeps,
  trx: Kysely<Database>,
  applicationId: number,
  actorId: number | null,
): Promise<number> {
  const now = deps.clock();
  let cancelled = 0;
  for (const row of await deps.repo.openForApplication(applicationId, trx))
    if (await cancelOne(deps, trx, row, actorId, now, 'application_closed')) cancelled++;
  return cancelled;
}
