/** The console's overview: open jobs, the week's applications, outstanding documents, the newest applications. */
import type { StaffOverview } from '../../../common/staff';
import type { StaffServiceDeps } from './staff.shared';

const WEEK_MS = 7 * 86_400_000;
const RECENT_APPLICATIONS = 8;

/** GET /api/staff/overview */
export async function overview(deps: StaffServiceDeps): Promise<StaffOverview> {
  const { jobs, applications, documents, clock } = deps;
  const [openJobs, newApplicationsThisWeek, candidatesWithOutstandingDocuments, recentApplications] = await Promise.all(
    [
      jobs.countOpenJobs(),
      applications.countSince(clock() - WEEK_MS),
      documents.countCandidatesWithOutstanding(),
      applications.recent(RECENT_APPLICATIONS),
    ],
  );
  return { openJobs, newApplicationsThisWeek, candidatesWithOutstandingDocuments, recentApplications };
}
