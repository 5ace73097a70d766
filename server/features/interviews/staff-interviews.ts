/** What staff see of an application's interviews: all of them, or each application's latest. */
import { INTERVIEW_MESSAGES as M, type StaffInterview, type StaffInterviews } from '../../../common/interviews';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import { type InterviewsDeps, staffViews } from './interviews.shared';

/** GET /api/staff/applications/{id}/interviews: newest first, with the job's zone. */
export async function interviewsForApplication(
  deps: InterviewsDeps,
  applicationInput: unknown,
): Promise<StaffInterviews> {
  const applicationId = idOrNotFound(applicationInput, M.applicationNotFound);
  if (!(await deps.application(applicationId))) throw new AppError(ErrorCode.NOT_FOUND, M.applicationNotFound);
  return {
    timeZone: await deps.jobTimeZone(applicationId),
    interviews: await staffViews(deps, await deps.repo.forApplication(applicationId)),
  };
}

/** Staff pipeline: each application's latest interview, by application id. */
export async function latestInterviews(
  deps: InterviewsDeps,
  applicationIds: number[],
): Promise<Map<number, StaffInterview>> {
  const rows = await deps.repo.forApplications(applicationIds);
  const latest = rows.filter((r, i) => rows.findIndex((o) => o.applicationId === r.applicationId) === i);
  return new Map((await staffViews(deps, latest)).map((v) => [v.applicationId, v]));
}
