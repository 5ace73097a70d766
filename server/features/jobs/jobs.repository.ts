/**
 * SQL of the jobs feature. Search runs on each database's own engine (jobs-search.sql.ts) through
 * the queries of jobs-search.queries.ts; a job's own rows are read and written in
 * jobs-records.queries.ts. This binds them to one database and what the search remembers of it.
 */
import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { Database } from '../../db/schema';
import {
  countJobs,
  countOpenJobs,
  findJob,
  insertJobs,
  type NewJob,
  openJobIds,
  setJobStatus,
} from './jobs-records.queries';
import type { PageRequest, SearchFilter } from './jobs-search.sql';
import { count, facetCounts, hitsByIds, newSince, type SearchDb, searchPage } from './jobs-search.queries';

export type { NewJob };
export type { Circle, FacetRow, JobHitRow, JobRow, PageRequest, SearchFilter } from './jobs-search.sql';

export function createJobsRepository(db: Db, dialect: Dialect) {
  const search: SearchDb = { db, dialect, tableRows: { value: 0, readAt: -Infinity } };
  return {
    dialect,
    hitsByIds: (ids: number[], scores: number[], userId: number | null) => hitsByIds(search, ids, scores, userId),
    searchPage: (f: SearchFilter, userId: number | null, page: PageRequest) => searchPage(search, f, userId, page),
    facetCounts: (f: SearchFilter, cap: number) => facetCounts(search, f, cap),
    newSince: (f: SearchFilter, since: number, until: number, limit: number) =>
      newSince(search, f, since, until, limit),
    count: (f: SearchFilter, cap: number) => count(search, f, cap),
    openJobIds: (offset: number, limit: number) => openJobIds(db, offset, limit),
    countOpenJobs: () => countOpenJobs(db),
    findJob: (id: number, executor: Kysely<Database> = db) => findJob(executor, id),
    insertJobs: (jobs: NewJob[], now: number) => insertJobs(db, jobs, now),
    setJobStatus: (id: number, status: string, active: boolean, now: number) =>
      setJobStatus(db, id, status, active, now),
    countJobs: () => countJobs(db),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
