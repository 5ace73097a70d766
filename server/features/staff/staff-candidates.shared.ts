/**
 * What the console's candidate use cases share: the time format and the candidate an id names
 * (see candidates.service.ts, which holds their deps).
 */
import { CANDIDATE_ADMIN_MESSAGES as M } from '../../../common/staff-candidates';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import type { StaffCandidatesDeps } from './candidates.service';

export const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A candidate's account (404 when there is none), for callers that need no more of them. */
export async function candidateAccount(deps: StaffCandidatesDeps, idInput: unknown) {
  const row = await deps.search.findCandidate(idOrNotFound(idInput, M.notFound));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
  return row;
}
