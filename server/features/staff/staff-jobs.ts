/** The console's jobs: the filtered list, its CSV export, one job, and every job by id for the API. */
import { i18n } from '../../../common/i18n';
import { CATEGORY_LABELS } from '../../../common/jobs';
import {
  STAFF_EXPORT_LIMIT,
  STAFF_JOBS_PAGE_SIZE,
  STAFF_MESSAGES,
  type StaffJob,
  type StaffJobList,
} from '../../../common/staff';
import type { JobListFilter, JobListOrder } from '../jobs/job-admin.service';
import { toCsv } from './csv';
import { jobQuerySchema, parseFields } from './staff.schema';
import { jobId, type StaffServiceDeps } from './staff.shared';

function listQuery(input: unknown): { filter: JobListFilter; order: JobListOrder; page: number } {
  const q = parseFields(jobQuerySchema, input, STAFF_MESSAGES.invalidQuery);
  return {
    filter: {
      title: q.q.trim().split(/\s+/).filter(Boolean).slice(0, 10),
      status: q.status ?? null,
      type: q.type ?? null,
      category: q.category ?? null,
      location: q.location.trim() || null,
    },
    order: { sort: q.sort, dir: q.dir },
    page: q.page,
  };
}

/** GET /api/staff/jobs?q&status&type&category&location&sort&dir&page */
export async function jobList(deps: StaffServiceDeps, input: unknown): Promise<StaffJobList> {
  const { filter, order, page } = listQuery(input);
  return deps.jobAdmin.list(filter, order, page, STAFF_JOBS_PAGE_SIZE);
}

/** GET /api/staff/jobs.csv: the filtered list in its order, every page. */
export async function jobsCsv(deps: StaffServiceDeps, input: unknown): Promise<string> {
  const { filter, order } = listQuery(input);
  const rows = await deps.jobAdmin.all(filter, order, STAFF_EXPORT_LIMIT);
  return toCsv(
    [
      i18n._('Job ID'),
      i18n._('Title'),
      i18n._('Type'),
      i18n._('Category'),
      i18n._('Location'),
      i18n._('Salary'),
      i18n._('Status'),
      i18n._('Opened'),
      i18n._('Applicants'),
    ],
    rows.map((j) => [
      j.jobOrderId,
      j.title,
      j.employmentType,
      CATEGORY_LABELS[j.category],
      j.location,
      j.salary,
      j.status === 'open' ? i18n._('Open') : i18n._('Closed'),
      j.opened.slice(0, 10),
      j.applicants,
    ]),
  );
}

export function job(deps: StaffServiceDeps, idInput: unknown): Promise<StaffJob> {
  return deps.jobAdmin.get(jobId(idInput));
}

/** Jobs of any status after `afterId`, by id (GET /api/v1/jobs pages). */
export function jobsAfter(deps: StaffServiceDeps, afterId: number, limit: number) {
  return deps.jobAdmin.listAfter(afterId, limit);
}
