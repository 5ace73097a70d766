/**
 * Job search and one-click apply (docs/product.md §2 Job search, §3, §4, §7). No HTTP here.
 * Each use case is a function of its own file; this binds them to the service's deps and the cache
 * of "more jobs like it" it keeps. A job's shapes are in job-shapes.ts, the deps in jobs.shared.ts.
 */
import type { Db } from '../../db';
import type { RequestInfo } from '../../lib/request-info';
import { applyToJob } from './apply-to-job';
import type { JobInput } from './job-shapes';
import { closeJob, countOpenJobs, createJobs, eraseApplicantLinks, hitsByIds, jobOrder, openJobs } from './job-records';
import type { NewJob } from './jobs.repository';
import { type JobsDeps, type JobsServiceDeps, SEARCH_LIMITS } from './jobs.shared';
import { filterFor, newMatches, searchJobs } from './search-jobs';
import { distance, initialSearch, locations } from './search-options';
import { jobHit, jobPage, similarJobsCache } from './view-job';

export { isOpen, type JobInput, jobRow, payOf, toJobOrder, toPublicJob } from './job-shapes';
export { type JobsServiceDeps, parseInput, type SearchLimits } from './jobs.shared';
export type { NewJob, RequestInfo };

export function createJobsService(factoryDeps: JobsServiceDeps) {
  const searchDeps = { ...factoryDeps, limits: factoryDeps.limits ?? SEARCH_LIMITS };
  const deps: JobsDeps = { ...searchDeps, similarCache: similarJobsCache(searchDeps) };
  return {
    filterFor: (input: unknown) => filterFor(input),
    search: (input: unknown, pageParam: unknown, userId: number | null) => searchJobs(deps, input, pageParam, userId),
    locations: (term: unknown) => locations(term),
    initialSearch: (userId: number) => initialSearch(deps, userId),
    distance: (userId: number, jobOrderIdInput: unknown) => distance(deps, userId, jobOrderIdInput),
    apply: (userId: number, jobOrderId: number, info: RequestInfo, source: 'search' | 'link' | 'email' = 'search') =>
      applyToJob(deps, userId, jobOrderId, info, source),
    hitsByIds: (ids: number[], userId: number) => hitsByIds(deps, ids, userId),
    newMatches: (input: unknown, since: number, until: number, limit: number) =>
      newMatches(deps, input, since, until, limit),
    eraseApplicantLinks: (userId: number, trx: Db) => eraseApplicantLinks(deps, userId, trx),
    hit: (userId: number, jobOrderId: number) => jobHit(deps, userId, jobOrderId),
    jobPage: (jobOrderId: number, userId: number | null) => jobPage(deps, jobOrderId, userId),
    openJobs: (offset: number, limit: number) => openJobs(deps, offset, limit),
    countOpenJobs: () => countOpenJobs(deps),
    jobOrder: (jobOrderId: number) => jobOrder(deps, jobOrderId),
    createJobs: (inputs: JobInput[]) => createJobs(deps, inputs),
    closeJob: (jobOrderId: number, status = 'Closed') => closeJob(deps, jobOrderId, status),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
