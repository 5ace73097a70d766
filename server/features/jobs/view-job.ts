/** One open job: as a search hit, and its public page with "more jobs like it". */
import { LRUCache } from 'lru-cache';
import type { JobHit, JobPageData } from '../../../common/jobs';
import { AppError, ErrorCode } from '../../errors';
import { isOpen, toHit, toPublicJob } from './job-shapes';
import type { JobRow, SearchFilter } from './jobs.repository';
import { JOB_MESSAGES } from './jobs.messages';
import type { JobsDeps, SearchDeps } from './jobs.shared';
import { textQuery } from './search-query';

/** How many jobs "more jobs like it" lists on a job's public page. */
const SIMILAR_JOBS = 5;

/**
 * Each job's "more jobs like it" is a search, so it is kept for a while instead of run for every
 * visitor: jobs opened meanwhile join the list within the TTL (a closed job's page is 404 at once).
 */
const SIMILAR_CACHE = { max: 10_000, ttlMs: 10 * 60_000 };

/** Jobs of the same category sharing a word of the title, best first; else its newest jobs. */
async function similarJobs(deps: SearchDeps, row: JobRow): Promise<JobPageData['moreJobs']> {
  const { repo, limits } = deps;
  const like = (text: SearchFilter['text']): SearchFilter => ({
    text,
    type: null,
    categories: [row.category],
    circles: [],
    excludeId: row.id,
  });
  const page = { ranked: limits.rankedMatches, limit: SIMILAR_JOBS, offset: 0 };
  let similar = await repo.searchPage(like(textQuery(row.title, 'any')), null, page);
  if (similar.length === 0) similar = await repo.searchPage(like(null), null, page);
  return similar.map((s) => ({ jobOrderId: s.id, title: s.title, location: s.location }));
}

/** The cache of "more jobs like it" one service keeps. */
export function similarJobsCache(deps: SearchDeps): JobsDeps['similarCache'] {
  // fetch() runs one search per job however many visitors open it meanwhile.
  return new LRUCache<number, JobPageData['moreJobs'], JobRow>({
    max: SIMILAR_CACHE.max,
    ttl: SIMILAR_CACHE.ttlMs,
    perf: { now: deps.clock },
    // Read the clock on every check: lru-cache otherwise reuses a reading for up to a millisecond
    // per timer tick, which a busy event loop stretches (an expired entry served as fresh).
    ttlResolution: 0,
    fetchMethod: (_id, _stale, { context }) => similarJobs(deps, context),
  });
}

/** GET /api/jobsearch/jobs/{jobOrderId}: one open job as a search hit (/search?job= opens it). */
export async function jobHit(deps: JobsDeps, userId: number, jobOrderId: number): Promise<JobHit> {
  const [row] = await deps.repo.hitsByIds([jobOrderId], [0], userId);
  if (!row || !isOpen(row)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.noLongerAvailable);
  return toHit(row);
}

/** GET /api/jobs/{jobOrderId} and the page /jobs/{jobOrderId}: an open job, for anyone. */
export async function jobPage(deps: JobsDeps, jobOrderId: number, userId: number | null): Promise<JobPageData> {
  const row = await deps.repo.findJob(jobOrderId);
  if (!row || !isOpen(row)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  const moreJobs = (await deps.similarCache.fetch(row.id, { context: row })) ?? [];
  return {
    job: toPublicJob(row, deps.clock()),
    moreJobs,
    hasQuestions: (await deps.hasQuestions?.(row.id)) ?? false,
    appliedTo: userId === null ? false : await deps.applications.hasApplied(userId, row.id),
  };
}
