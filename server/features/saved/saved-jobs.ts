/** A candidate's saved jobs: the list, saving one, unsaving one. */
import { MAX_SAVED_JOBS, SAVED_MESSAGES, type SavedJob } from '../../../common/saved';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { jobId, notWhileViewing, type SavedServiceDeps } from './saved.shared';

export async function listJobs(deps: SavedServiceDeps, userId: number): Promise<SavedJob[]> {
  const rows = await deps.repo.listJobs(userId);
  const hits = await deps.jobs.hitsByIds(
    rows.map((r) => r.jobOrderId),
    userId,
  );
  const savedAt = new Map(rows.map((r) => [r.jobOrderId, Number(r.createdAt)]));
  return hits.map(({ hit, open }) => ({
    job: hit,
    open,
    savedAt: new Date(savedAt.get(hit.jobOrderId) ?? 0).toISOString(),
  }));
}

/** PUT /api/me/saved-jobs/{jobOrderId}: idempotent. */
export async function saveJob(
  deps: SavedServiceDeps,
  userId: number,
  jobOrderIdInput: unknown,
  info: RequestInfo,
): Promise<{ jobOrderId: number; saved: true }> {
  const { repo, jobs, clock } = deps;
  await notWhileViewing(deps, info);
  const jobOrderId = jobId(jobOrderIdInput);
  if ((await jobs.hitsByIds([jobOrderId], userId)).length === 0)
    throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.jobNotFound);
  if ((await repo.countJobs(userId)) >= MAX_SAVED_JOBS)
    throw new AppError(ErrorCode.CONFLICT, SAVED_MESSAGES.tooManyJobs);
  await repo.saveJob(userId, jobOrderId, clock());
  return { jobOrderId, saved: true };
}

/** DELETE /api/me/saved-jobs/{jobOrderId}: idempotent. */
export async function unsaveJob(
  deps: SavedServiceDeps,
  userId: number,
  jobOrderIdInput: unknown,
  info: RequestInfo,
): Promise<{ jobOrderId: number; saved: false }> {
  await notWhileViewing(deps, info);
  const jobOrderId = jobId(jobOrderIdInput);
  await deps.repo.unsaveJob(userId, jobOrderId);
  return { jobOrderId, saved: false };
}
