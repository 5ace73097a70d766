/** The candidate chooses one proposed time, from the mailed link or their dashboard. */
import { type CandidateInterview, INTERVIEW_MESSAGES as M } from '../../../common/interviews';
import { pickSchema } from '../../../common/interviews.schema';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import type { InterviewRow } from './interviews.repository';
import {
  byToken,
  candidateViews,
  conflict,
  INTERVIEW_CLOSED_STATUSES,
  type InterviewsDeps,
  own,
} from './interviews.shared';

/** A pick moves the application to Interview only from these (an Offer is not taken back). */
const BEFORE_INTERVIEW = ['Submitted', 'Under review'];

/** The candidate's choice, from the link or the dashboard: books the slot once. */
async function choose(deps: InterviewsDeps, row: InterviewRow, body: unknown): Promise<CandidateInterview> {
  const { db, repo, mails, clock, audit } = deps;
  if (row.status === 'cancelled') throw conflict(M.cancelled);
  if (row.status === 'scheduled') throw conflict(M.alreadyChosen);
  const { slotId } = parseFields(pickSchema, body, M.slotNotFound);
  const now = clock();
  const slot = (await repo.slots([row.id])).find((s) => s.id === slotId);
  if (!slot) throw new AppError(ErrorCode.VALIDATION, M.slotNotFound, { fields: { slotId: M.slotNotFound } });
  if (slot.startsAt <= now) throw conflict(M.slotPast);
  if (INTERVIEW_CLOSED_STATUSES.includes(row.applicationStatus))
    throw conflict(M.applicationClosed(row.applicationStatus));
  const booked = await db.transaction().execute(async (trx) => {
    if (!(await repo.choose(trx, row.id, slot.id, now))) return false;
    await mails.calendarMails(trx, 'interview-confirmation', row, slot, row.sequence, now);
    await audit.record(
      {
        action: 'interview.picked',
        userId: row.userId,
        actorId: row.userId,
        detail: { interviewId: row.id, applicationId: row.applicationId, slotId: slot.id },
      },
      trx,
    );
    return true;
  });
  if (!booked) throw conflict(M.alreadyChosen);
  deps.mailQueued();
  if (BEFORE_INTERVIEW.includes(row.applicationStatus)) await deps.moveToInterview(row.applicationId, row.userId);
  return (await candidateViews(deps, [(await repo.find(row.id))!]))[0]!;
}

/** POST /api/me/interviews/{id}/pick {slotId} */
export async function pickAsCandidate(
  deps: InterviewsDeps,
  userId: number,
  idInput: unknown,
  body: unknown,
  info: RequestInfo,
) {
  await refuseWhileViewing(deps.audit, info, 'other');
  return choose(deps, await own(deps, userId, idInput), body);
}

/** POST /api/interview-invitations/pick {token, slotId} */
export async function pickByToken(deps: InterviewsDeps, body: unknown, info: RequestInfo): Promise<CandidateInterview> {
  await refuseWhileViewing(deps.audit, info, 'other');
  return choose(deps, await byToken(deps, (body as { token?: unknown } | null)?.token), body);
}
