/** Job search and one-click apply (SPEC §2 Job search, §3, §4, §7). No HTTP here. */
import { z } from 'zod';
import type { RequestInfo } from '../../lib/request-info';
import {
  type Aggregations,
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  type CategoryKey,
  DEFAULT_DISTANCE_MILES,
  type DistanceResult,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type JobHit,
  type JobOrder,
  JOB_STATUS_OPEN,
  type LocationOption,
  SALARY_NOT_SPECIFIED,
  SEARCH_PAGE_SIZE,
  type SearchResults,
  type SearchType,
} from '../../../common/jobs';
import { pageSchema, searchSchema } from '../../../common/jobs.schema';
import type { SearchInput } from '../../../common/jobs';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html';
import type { MapsProvider } from '../../providers/maps/maps.types';
import { findPlace, latLongText, placeByZip, suggestPlaces } from '../../providers/maps/us-places';
import type { Circle, JobHitRow, JobRow, JobsRepository, NewJob, SearchFilter } from './jobs.repository';
import { JOB_MESSAGES } from './jobs.messages';
import type { SearchIndexer } from './search-index.sync';
import { ftsMatch, htmlToText, indexTerms, queryClauses, tsQuery } from './search-terms';

export interface JobsServiceDeps {
  repo: JobsRepository;
  db: Db;
  clock: Clock;
  maps: MapsProvider;
  audit: AuditLog;
  /** The in-memory index (SEARCH_INDEX=memory); null or not yet loaded: the database searches. */
  searchIndex?: SearchIndexer | null;
  /** The résumé an application carries: the candidate's current one when applying. */
  currentResumeId?: (userId: number) => Promise<number | null>;
  /** The candidate's home ZIP and desired work type (the candidates feature owns the record). */
  preferences: (userId: number) => Promise<{ zipCode: string | null; desiredWorkType: SearchType } | null>;
}

export type { RequestInfo };

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AppError(ErrorCode.VALIDATION, `${where}${issue?.message ?? 'Invalid request'}`);
  }
  return result.data;
}

function category(key: string) {
  const k = (CATEGORY_KEYS as string[]).includes(key) ? (key as CategoryKey) : 'Engineering';
  return { categoryId: k, description: CATEGORY_LABELS[k] };
}

function toHit(row: JobHitRow): JobHit {
  return {
    jobOrderId: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    salary: row.salary?.trim() ? row.salary : SALARY_NOT_SPECIFIED,
    category: category(row.category),
    opened: new Date(Number(row.openedAt)).toISOString(),
    score: Math.round(row.score * 1e6) / 1e6,
    appliedTo: row.applied,
    employmentType: row.employmentType,
    corpTitle: row.corpTitle,
    postalCode: row.postalCode,
  };
}

export function toJobOrder(row: JobRow): JobOrder {
  return {
    jobOrderId: row.id,
    publicPosting: { title: row.title, description: row.description, active: Number(row.active) === 1 },
    positionTitle: { description: row.positionTitle },
    jobOrderStatus: { description: row.status },
    corpTitle: row.corpTitle,
    location: row.location,
    postalCode: row.postalCode,
    salary: row.salary?.trim() ? row.salary : SALARY_NOT_SPECIFIED,
    employmentType: row.employmentType,
    category: category(row.category),
    opened: new Date(Number(row.openedAt)).toISOString(),
  };
}

export function isOpen(row: { status: string; active: number }): boolean {
  return row.status === JOB_STATUS_OPEN && Number(row.active) === 1;
}

/** What a job needs to be stored: sanitized HTML and the search terms of both databases. */
export interface JobInput {
  title: string;
  description: string;
  positionTitle?: string;
  corpTitle: string;
  status?: string;
  active?: boolean;
  employmentType: EmploymentType;
  category: CategoryKey;
  /** "City, ST" or "City, ST 12345"; with latitude/longitude, or resolved from the ZIP dataset. */
  location: string;
  postalCode?: string | null;
  latitude?: number;
  longitude?: number;
  salary?: string | null;
  openedAt: number;
}

/** Builds a row; `trustedHtml` is only for descriptions assembled from already sanitized parts. */
export function jobRow(input: JobInput, trustedHtml = false): NewJob {
  const description = trustedHtml ? input.description : sanitizeRichText(input.description);
  let { latitude, longitude } = input;
  let postalCode = input.postalCode ?? null;
  if (latitude === undefined || longitude === undefined) {
    const place = findPlace(postalCode ? `${input.location} ${postalCode}` : input.location);
    if (!place) throw new AppError(ErrorCode.VALIDATION, `Unknown location: ${input.location}`);
    latitude = place.latitude;
    longitude = place.longitude;
    postalCode ??= place.postalCode;
  }
  if (!(EMPLOYMENT_TYPES as readonly string[]).includes(input.employmentType))
    throw new AppError(ErrorCode.VALIDATION, 'Unknown employment type');
  if (!(CATEGORY_KEYS as string[]).includes(input.category))
    throw new AppError(ErrorCode.VALIDATION, 'unknown category');
  return {
    title: input.title,
    description,
    positionTitle: input.positionTitle ?? input.title,
    corpTitle: input.corpTitle,
    status: input.status ?? JOB_STATUS_OPEN,
    active: input.active === false ? 0 : 1,
    employmentType: input.employmentType,
    category: input.category,
    location: input.location,
    postalCode,
    latitude,
    longitude,
    salary: input.salary ?? null,
    openedAt: input.openedAt,
    searchTitle: indexTerms(`${input.title} ${input.positionTitle ?? ''}`),
    searchBody: indexTerms(
      `${htmlToText(description)} ${input.corpTitle} ${input.location} ${CATEGORY_LABELS[input.category]} ${input.employmentType}`,
    ),
  };
}

export function createJobsService(deps: JobsServiceDeps) {
  const { repo, clock, maps, audit } = deps;

  function resolveCircles(search: ReturnType<typeof searchSchema.parse>): Circle[] {
    const circles: Circle[] = [];
    for (const g of search.geo) {
      // A trailing (or any) empty location row is dropped (SPEC §5).
      if (!g.latLong && g.location.trim() === '') continue;
      if (g.latLong) {
        const [lat, lng] = g.latLong.split(',').map((s) => Number(s.trim())) as [number, number];
        if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
          throw new AppError(ErrorCode.VALIDATION, 'geo.latLong: outside the globe');
        circles.push({ latitude: lat, longitude: lng, miles: g.distance });
      } else {
        const place = findPlace(g.location);
        if (!place) throw new AppError(ErrorCode.VALIDATION, `${JOB_MESSAGES.unknownLocation}: ${g.location.trim()}`);
        circles.push({ latitude: place.latitude, longitude: place.longitude, miles: g.distance });
      }
    }
    return circles;
  }

  function filterOf(input: unknown): { filter: SearchFilter; aggregations: string[] } {
    const search = parseInput(searchSchema, input ?? {});
    const clauses = queryClauses(search.query);
    return {
      filter: {
        clauses,
        match: clauses.length ? { fts: ftsMatch(clauses), tsquery: tsQuery(clauses) } : null,
        type: search.type === 'Any' ? null : search.type,
        categories: [...new Set(search.categories)],
        circles: resolveCircles(search),
      },
      aggregations: search.aggregationFilters.length ? search.aggregationFilters : ['type', 'category'],
    };
  }

  async function searchRows(filter: SearchFilter, userId: number | null, offset: number) {
    const fromIndex = await deps.searchIndex?.search(filter, offset, SEARCH_PAGE_SIZE, (found) =>
      repo.hitsByIds(found.ids, found.scores, userId),
    );
    if (fromIndex) return { rows: fromIndex.rows, facets: fromIndex.found.facets };
    const [rows, facets] = await Promise.all([
      repo.searchPage(filter, userId, SEARCH_PAGE_SIZE, offset),
      repo.facetCounts(filter),
    ]);
    return { rows, facets };
  }

  return {
    /** The repository filter a search compiles to (the benchmark runs it straight on the database). */
    filterFor(input: unknown): SearchFilter {
      return filterOf(input).filter;
    },

    /** POST /api/jobsearch/?page=n */
    async search(input: unknown, pageParam: unknown, userId: number | null): Promise<SearchResults> {
      const page = parseInput(pageSchema, pageParam);
      const { filter, aggregations: wanted } = filterOf(input);
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const { rows, facets } = await searchRows(filter, userId, offset);
      const typeOk = (t: string) => filter.type === null || t === filter.type;
      const catOk = (c: string) => filter.categories.length === 0 || filter.categories.includes(c);
      const total = facets.filter((r) => typeOk(r.employmentType) && catOk(r.category)).reduce((s, r) => s + r.n, 0);
      const aggregations: Aggregations = {};
      if (wanted.includes('type')) {
        aggregations.type = EMPLOYMENT_TYPES.map((key) => ({
          key,
          label: key,
          count: facets.filter((r) => r.employmentType === key && catOk(r.category)).reduce((s, r) => s + r.n, 0),
        }));
      }
      if (wanted.includes('category')) {
        aggregations.category = CATEGORY_KEYS.map((key) => ({
          key,
          label: CATEGORY_LABELS[key],
          count: facets.filter((r) => r.category === key && typeOk(r.employmentType)).reduce((s, r) => s + r.n, 0),
        }));
      }
      return { hits: rows.map(toHit), page, total, pageSize: SEARCH_PAGE_SIZE, aggregations };
    },

    /** GET /api/jobsearch/locations?term */
    locations(term: unknown): LocationOption[] {
      if (typeof term !== 'string' || term.length > 100) return [];
      return suggestPlaces(term, 10).map((p) => ({ location: p.label, latLong: latLongText(p) }));
    },

    /** GET /api/get-initial-search-opts: from the candidate's profile, or an empty search. */
    async initialSearch(userId: number): Promise<SearchInput> {
      const profile = await deps.preferences(userId);
      const place = profile?.zipCode ? placeByZip(profile.zipCode) : null;
      return {
        query: '',
        type: profile?.desiredWorkType ?? 'Any',
        categories: [],
        geo: place ? [{ location: place.label, latLong: latLongText(place), distance: DEFAULT_DISTANCE_MILES }] : [],
        aggregationFilters: [],
      };
    },

    /** SPEC §7 distance from the candidate's ZIP; null when the candidate has no ZIP. */
    async distance(userId: number, jobOrderIdInput: unknown): Promise<DistanceResult | null> {
      const id = Number(jobOrderIdInput);
      if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.VALIDATION, 'job order id must be a number');
      const [profile, job] = await Promise.all([deps.preferences(userId), repo.findJob(id)]);
      if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      if (!profile?.zipCode) return null;
      return maps.distance(profile.zipCode, job.postalCode ? `${job.location} ${job.postalCode}` : job.location);
    },

    /** POST /api/jobsearch/apply/{jobOrderId}: idempotent; the unique constraint decides races. */
    async apply(userId: number, jobOrderId: number, info: RequestInfo, source: 'search' | 'link' | 'email' = 'search') {
      const job = await repo.findJob(jobOrderId);
      if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      if (!(await repo.hasApplied(userId, jobOrderId))) {
        if (!isOpen(job)) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.noLongerAvailable);
        const resumeId = (await deps.currentResumeId?.(userId)) ?? null;
        const created = await repo.insertApplication(userId, jobOrderId, source, clock(), resumeId);
        if (created) await audit.record({ action: 'job.apply', userId, detail: { jobOrderId, source }, ...info });
      }
      return { jobOrderId, appliedTo: true };
    },

    /** Job hits by id in the given order, with whether each is still open (saved jobs). */
    async hitsByIds(ids: number[], userId: number): Promise<{ hit: JobHit; open: boolean }[]> {
      const rows = await repo.hitsByIds(
        ids,
        ids.map(() => 0),
        userId,
      );
      return rows.map((row) => ({ hit: toHit(row), open: isOpen(row) }));
    },

    /** Open jobs matching a saved search that opened or were added in (since, until]: what an alert lists. */
    async newMatches(input: unknown, since: number, until: number, limit: number): Promise<JobHit[]> {
      const rows = await repo.newSince(filterOf(input).filter, since, until, limit);
      return rows.map(toHit);
    },

    /** Account deletion: the candidate's apply links and invitations. */
    eraseApplicantLinks(userId: number, trx: Db): Promise<void> {
      return repo.deleteApplicantLinks(userId, trx);
    },

    /** GET /api/jobsearch/jobs/{jobOrderId}: one open job as a search hit (/search?job= opens it). */
    async hit(userId: number, jobOrderId: number): Promise<JobHit> {
      const [row] = await repo.hitsByIds([jobOrderId], [0], userId);
      if (!row || !isOpen(row)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.noLongerAvailable);
      return toHit(row);
    },

    async jobOrder(jobOrderId: number): Promise<JobOrder | null> {
      const row = await repo.findJob(jobOrderId);
      return row ? toJobOrder(row) : null;
    },

    async createJobs(inputs: JobInput[]): Promise<number[]> {
      return repo.insertJobs(
        inputs.map((j) => jobRow(j)),
        clock(),
      );
    },

    async closeJob(jobOrderId: number, status = 'Closed'): Promise<void> {
      await repo.setJobStatus(jobOrderId, status, false, clock());
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
