/** Jobs as other features read and write them: hits by id, open jobs for the sitemap, creating and closing jobs. */
import type { JobHit, JobOrder } from '../../../common/jobs';
import type { Db } from '../../db';
import { isOpen, type JobInput, jobRow, toHit, toJobOrder } from './job-shapes';
import type { JobsDeps } from './jobs.shared';

/** Job hits by id in the given order, with whether each is still open (saved jobs). */
export async function hitsByIds(
  deps: JobsDeps,
  ids: number[],
  userId: number,
): Promise<{ hit: JobHit; open: boolean }[]> {
  const rows = await deps.repo.hitsByIds(
    ids,
    ids.map(() => 0),
    userId,
  );
  return rows.map((row) => ({ hit: toHit(row), open: isOpen(row) }));
}

/** Account deletion: the candidate's apply links and invitations. */
export function eraseApplicantLinks(deps: JobsDeps, userId: number, trx: Db): Promise<void> {
  return deps.links.deleteApplicantLinks(userId, trx);
}

/** Open jobs for the sitemap, by id. */
export function openJobs(deps: JobsDeps, offset: number, limit: number) {
  return deps.repo.openJobIds(offset, limit);
}

export function countOpenJobs(deps: JobsDeps): Promise<number> {
  return deps.repo.countOpenJobs();
}

export async function jobOrder(deps: JobsDeps, jobOrderId: number): Promise<JobOrder | null> {
  const row = await deps.repo.findJob(jobOrderId);
  return row ? toJobOrder(row) : null;
}

export async function createJobs(deps: JobsDeps, inputs: JobInput[]): Promise<number[]> {
  return deps.repo.insertJobs(
    inputs.map((j) => jobRow(j)),
    deps.clock(),
  );
}

export async function closeJob(deps: JobsDeps, jobOrderId: number, status = 'Closed'): Promise<void> {
  await deps.repo.setJobStatus(jobOrderId, status, false, deps.clock());
}
