/**
 * The staff console (docs/product.md §2 /admin, docs/architecture.md §4): the overview, jobs and their applicants.
 * It composes other features' services (jobs, applications, documents) and knows nothing of HTTP.
 * Each use case is a function of its own file; this binds them to the service's deps. The job id
 * check and a job's applicants, which several share, are in staff.shared.ts.
 */
import { applicantsCsv } from './applicants-csv';
import { setApplicationStatus } from './application-status';
import { createJob, preview, setJobStatus, updateJob } from './job-writes';
import { overview } from './staff-overview';
import { job, jobList, jobsAfter, jobsCsv } from './staff-jobs';
import { applicants, type StaffServiceDeps } from './staff.shared';

export type { StaffServiceDeps } from './staff.shared';

export function createStaffService(deps: StaffServiceDeps) {
  return {
    applicants: (idInput: unknown) => applicants(deps, idInput),
    overview: () => overview(deps),
    jobList: (input: unknown) => jobList(deps, input),
    jobsCsv: (input: unknown) => jobsCsv(deps, input),
    job: (idInput: unknown) => job(deps, idInput),
    jobsAfter: (afterId: number, limit: number) => jobsAfter(deps, afterId, limit),
    preview: (input: unknown) => preview(input),
    createJob: (input: unknown, actorId: number | null) => createJob(deps, input, actorId),
    updateJob: (idInput: unknown, input: unknown, actorId: number) => updateJob(deps, idInput, input, actorId),
    setJobStatus: (idInput: unknown, input: unknown, actorId: number | null) =>
      setJobStatus(deps, idInput, input, actorId),
    applicantsCsv: (idInput: unknown) => applicantsCsv(deps, idInput),
    setApplicationStatus: (idInput: unknown, body: unknown, actorId: number) =>
      setApplicationStatus(deps, idInput, body, actorId),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
