/** View as candidate: the start, checked and audited, and the end. */
import { CANDIDATE_ADMIN_MESSAGES as M, VIEW_AS_ACTIONS } from '../../../common/staff-candidates';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import type { RequestInfo } from '../../lib/request-info';
import { recordViewEnded } from '../../lib/viewing';
import type { StaffCandidatesDeps } from './candidates.service';

/** POST /api/staff/candidates/{id}/view-as: checks the candidate and audits the start. */
export async function startViewing(deps: StaffCandidatesDeps, idInput: unknown, actorId: number, info: RequestInfo) {
  const { search, auth, audit, clock } = deps;
  const id = idOrNotFound(idInput, M.notFound);
  const row = await search.findCandidate(id);
  if (!row) {
    const other = await auth.sessionUser(id);
    throw other ? new AppError(ErrorCode.FORBIDDEN, M.notCandidate) : new AppError(ErrorCode.NOT_FOUND, M.notFound);
  }
  await audit.record({ action: VIEW_AS_ACTIONS.started, userId: row.id, actorId, ...info });
  return { candidateId: row.id, startedAt: clock() };
}

/** POST /api/view-as/end */
export function endViewing(
  deps: StaffCandidatesDeps,
  view: { candidateId: number; actorId: number; startedAt: number },
  info: RequestInfo,
) {
  const { audit, clock } = deps;
  return recordViewEnded(audit, view, 'end', clock(), info);
}
