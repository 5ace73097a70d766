/** Résumé downloads for staff: a candidate's current one, or the one an application was made with. */
import { CANDIDATE_ADMIN_MESSAGES as M } from '../../../common/staff-candidates';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import type { StaffCandidatesDeps } from './candidates.service';
import { candidateAccount } from './staff-candidates.shared';

/** GET /api/staff/candidates/{id}/resume */
export async function resumeFile(deps: StaffCandidatesDeps, idInput: unknown) {
  const row = await candidateAccount(deps, idInput);
  try {
    return await deps.resume.download(row.id);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND)
      throw new AppError(ErrorCode.NOT_FOUND, M.noResume);
    throw err;
  }
}

/** GET /api/staff/applications/{id}/resume: the résumé the candidate applied with. */
export async function applicationResume(deps: StaffCandidatesDeps, idInput: unknown) {
  const resumeId = await deps.applications.resumeIdOf(idOrNotFound(idInput, M.noResume));
  if (resumeId === null) throw new AppError(ErrorCode.NOT_FOUND, M.noResume);
  try {
    return await deps.resume.downloadById(resumeId);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND)
      throw new AppError(ErrorCode.NOT_FOUND, M.noResume);
    throw err;
  }
}
