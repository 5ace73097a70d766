/**
 * Job search and one-click apply (docs/product.md §2 Job search, §3, §4, §7). No HTTP here.
 * Past 300 lines because search parsing, facets, caching and apply share the same filters and limits.
 */
import { LRUCache } from 'lru-cache';
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
  type JobPageData,
  type PublicJob,
  JOB_STATUS_OPEN,
  type LocationOption,
  SALARY_NOT_SPECIFIED,
  SEARCH_PAGE_SIZE,
  type SearchResults,
  type SearchType,
} from '../../../common/jobs';
import { pageSchema, searchSchema } from '../../../common/jobs.schema';
import { APPLICATION_FORM_TEXT, applicationFormPath } from '../../../common/application-form';
import { DEFAULT_CURRENCY, formatPay, isCurrencyCode, MAX_PAY, type Pay, PAY_UNITS } from '../../../common/pay';
import type { SearchInput } from '../../../common/jobs';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import type { AuditLog } from '../../lib/audit';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Clock } from '../../lib/clock';
import { htmlToText, sanitizeRichText } from '../../lib/html';
import type { MapsProvider } from '../../providers/maps/maps.types';
import { findPlace, latLongText, placeByZip, suggestPlaces } from '../../providers/maps/us-places';
import type { Circle, FacetRow, JobHitRow, JobRow, JobsRepository, NewJob, SearchFilter } from './jobs.repository';

export type { NewJob };
import type { AfterSubmit } from './application-events';
import type { ApplicationsRepository } from './applications.repository';
import type { ApplyLinksRepository } from './apply-links.repository';
import { JOB_MESSAGES } from './jobs.messages';
import { textQuery } from './search-query';
import { confirmationFor, type EditedTemplate, type MailSite } from './application.mail';
import { jobTimeZone } from '../../lib/time-zones';
import { enqueueMail } from '../mail/outbox';

export interface JobsServiceDeps {
  repo: JobsRepository;
  /** Reactions to a new application, in its transaction (the feature's afterSubmit hooks). */
  submitted?: AfterSubmit;
  /** Applying and whether one applied (the applications' own SQL). */
  applications: ApplicationsRepository;
  /** The apply links of an account that is deleted. */
  links: ApplyLinksRepository;
  db: Db;
  clock: Clock;
  maps: MapsProvider;
  audit: AuditLog;
  limits?: SearchLimits;
  /** The résumé an application carries: the candidate's current one when applying. */
  currentResume?: (userId: number) => Promise<{ id: number; fileName: string } | null>;
  /** Links in the application's confirmation mail. */
  site?: MailSite;
  /** The outbox has a new mail (the worker sends it at once). */
  mailQueued?: () => void;
  /** An admin's edited confirmation text (the mail templates feature's), or null for the built-in mail. */
  editedTemplate?: EditedTemplate;
  /** Where an account's mail goes (the accounts feature's). */
  contactOf?: (userId: number) => Promise<{ email: string; firstName: string; timeZone: string | null } | undefined>;
  /** Whether the job asks screening questions: then it is applied to through its form, not in one click. */
  hasQuestions?: (jobOrderId: number) => Promise<boolean>;
  /** The candidate's home ZIP and desired work type (the candidates feature owns the record). */
  preferences: (userId: number) => Promise<{ zipCode: string | null; desiredWorkType: SearchType } | null>;
}

export interface SearchLimits {
  /** With text, the newest this many matches are ranked by relevance; older matches follow, newest first. */
  rankedMatches: number;
  /**
   * Counting every match of a common word costs a pass over all of them: totals and facet counts
   * stop at this many, and the answer marks them as lower bounds ("10,000+").
   */
  countCap: number;
}

/** How many jobs "more jobs like it" lists on a job's public page. */
const SIMILAR_JOBS = 5;

/**
 * Each job's "more jobs like it" is a search, so it is kept for a while instead of run for every
 * visitor: jobs opened meanwhile join the list within the TTL (a closed job's page is 404 at once).
 */
const SIMILAR_CACHE = { max: 10_000, ttlMs: 10 * 60_000 };

const SEARCH_LIMITS: SearchLimits = { rankedMatches: 500, countCap: 10_000 };

export type { RequestInfo };

/** Input of the job APIs: a 400 names the bad field's path, for API callers. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return parse(schema, input, { namePath: true });
}

function category(key: string) {
  const k = (CATEGORY_KEYS as string[]).includes(key) ? (key as CategoryKey) : 'Engineering';
  return { categoryId: k, description: CATEGORY_LABELS[k] };
}

/** The fields every shape of a job shares (JobHit, PublicJob). */
function jobFields(row: JobRow) {
  return {
    jobOrderId: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    postalCode: row.postalCode,
    pay: payOf(row),
    salary: salaryText(row),
    employmentType: row.employmentType,
    category: category(row.category),
    opened: new Date(Number(row.openedAt)).toISOString(),
    corpTitle: row.corpTitle,
  };
}

/** The structured pay range, when the job has one. */
export function payOf(row: Pick<JobRow, 'payMin' | 'payMax' | 'payUnit' | 'payCurrency'>): Pay | null {
  if (row.payMin === null || row.payMax === null || !row.payUnit) return null;
  return { min: Number(row.payMin), max: Number(row.payMax), unit: row.payUnit, currency: row.payCurrency };
}

/** What shows as the pay: the range when there is one, else the free text, else SPEC's placeholder. */
function salaryText(row: JobRow): string {
  const pay = payOf(row);
  if (pay) return formatPay(pay);
  return row.salary?.trim() ? row.salary : SALARY_NOT_SPECIFIED;
}

function toHit(row: JobHitRow): JobHit {
  return { ...jobFields(row), score: Math.round(row.score * 1e6) / 1e6, appliedTo: row.applied };
}

export function toJobOrder(row: JobRow): JobOrder {
  const { title, description, ...rest } = jobFields(row);
  return {
    ...rest,
    publicPosting: { title, description, active: Number(row.active) === 1 },
    positionTitle: { description: row.positionTitle },
    jobOrderStatus: { description: row.status },
  };
}

const DAY = 86_400_000;

/** A public job: listed for 90 days after it opened, and always 30 days ahead while it is open. */
export function toPublicJob(row: JobRow, now: number): PublicJob {
  const opened = Number(row.openedAt);
  return {
    ...jobFields(row),
    validThrough: new Date(Math.max(opened + 90 * DAY, now + 30 * DAY)).toISOString(),
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
  /** The pay range; jobs in a pay transparency state must have one (staff console). */
  pay?: Pay | null;
  openedAt: number;
  /** The zone staff chose for the job (null: the zone of its place); absent: left as it is. */
  timeZone?: string | null;
}

/** A pay range as stored: both ends from 0, the lower first, in a known unit and a 3-letter currency. */
function payColumns(pay: Pay | null): Pick<NewJob, 'payMin' | 'payMax' | 'payUnit' | 'payCurrency'> {
  if (!pay) return { payMin: null, payMax: null, payUnit: null, payCurrency: DEFAULT_CURRENCY };
  const ok =
    Number.isFinite(pay.min) &&
    Number.isFinite(pay.max) &&
    pay.min > 0 &&
    pay.min <= pay.max &&
    pay.max <= MAX_PAY &&
    (PAY_UNITS as readonly string[]).includes(pay.unit) &&
    isCurrencyCode(pay.currency);
  if (!ok) throw new AppError(ErrorCode.VALIDATION, 'Invalid pay range');
  return { payMin: pay.min, payMax: pay.max, payUnit: pay.unit, payCurrency: pay.currency };
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
    ...payColumns(input.pay ?? null),
    openedAt: input.openedAt,
    descriptionText: htmlToText(description),
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  };
}

const typeOk = (f: SearchFilter, t: string) => f.type === null || t === f.type;
const catOk = (f: SearchFilter, c: string) => f.categories.length === 0 || f.categories.includes(c);

export function createJobsService(deps: JobsServiceDeps) {
  const { repo, clock, maps, audit } = deps;
  const limits = deps.limits ?? SEARCH_LIMITS;

  /** Jobs of the same category sharing a word of the title, best first; else its newest jobs. */
  async function similarJobs(row: JobRow): Promise<JobPageData['moreJobs']> {
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
  // fetch() runs one search per job however many visitors open it meanwhile.
  const similarCache = new LRUCache<number, JobPageData['moreJobs'], JobRow>({
    max: SIMILAR_CACHE.max,
    ttl: SIMILAR_CACHE.ttlMs,
    perf: { now: clock },
    // Read the clock on every check: lru-cache otherwise reuses a reading for up to a millisecond
    // per timer tick, which a busy event loop stretches (an expired entry served as fresh).
    ttlResolution: 0,
    fetchMethod: (_id, _stale, { context }) => similarJobs(context),
  });

  function resolveCircles(search: ReturnType<typeof searchSchema.parse>): Circle[] {
    const circles: Circle[] = [];
    for (const g of search.geo) {
      // A trailing (or any) empty location row is dropped (docs/product.md §5).
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
    return {
      filter: {
        text: textQuery(search.query),
        type: search.type === 'Any' ? null : search.type,
        categories: [...new Set(search.categories)],
        circles: resolveCircles(search),
      },
      aggregations: search.aggregationFilters.length ? search.aggregationFilters : ['type', 'category'],
    };
  }

  /** The total: from the facet pass when it counted every match, else counted on its own (capped). */
  async function totalOf(filter: SearchFilter, facets: { rows: FacetRow[]; capped: boolean }) {
    if (!facets.capped) {
      const total = facets.rows
        .filter((r) => typeOk(filter, r.employmentType) && catOk(filter, r.category))
        .reduce((s, r) => s + r.n, 0);
      return { total, estimated: false };
    }
    if (!filter.type && filter.categories.length === 0) return { total: limits.countCap, estimated: true };
    const total = await repo.count(filter, limits.countCap);
    return { total, estimated: total >= limits.countCap };
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
      const [rows, facets] = await Promise.all([
        repo.searchPage(filter, userId, { ranked: limits.rankedMatches, limit: SEARCH_PAGE_SIZE, offset }),
        repo.facetCounts(filter, limits.countCap),
      ]);
      const { total, estimated } = await totalOf(filter, facets);
      const sum = (keep: (r: FacetRow) => boolean) => facets.rows.filter(keep).reduce((s, r) => s + r.n, 0);
      const aggregations: Aggregations = {};
      if (wanted.includes('type')) {
        aggregations.type = EMPLOYMENT_TYPES.map((key) => ({
          key,
          label: key,
          count: sum((r) => r.employmentType === key && catOk(filter, r.category)),
        }));
      }
      if (wanted.includes('category')) {
        aggregations.category = CATEGORY_KEYS.map((key) => ({
          key,
          label: CATEGORY_LABELS[key],
          count: sum((r) => r.category === key && typeOk(filter, r.employmentType)),
        }));
      }
      return {
        hits: rows.map(toHit),
        page,
        total,
        pageSize: SEARCH_PAGE_SIZE,
        aggregations,
        totalEstimated: estimated,
        aggregationsEstimated: facets.capped,
      };
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

    /** docs/product.md §7 distance from the candidate's ZIP; null when the candidate has no ZIP. */
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
      await refuseWhileViewing(audit, info, 'apply');
      const job = await repo.findJob(jobOrderId);
      if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      if (!(await deps.applications.hasApplied(userId, jobOrderId))) {
        if (!isOpen(job)) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.noLongerAvailable);
        if (await deps.hasQuestions?.(jobOrderId))
          throw new AppError(ErrorCode.CONFLICT, APPLICATION_FORM_TEXT.hasQuestions, {
            form: applicationFormPath(jobOrderId),
          });
        const resume = (await deps.currentResume?.(userId)) ?? null;
        const now = clock();
        // Read before the transaction: SQLite's one connection is the transaction's until it ends.
        const site = deps.site;
        const to = site && deps.contactOf ? await deps.contactOf(userId) : undefined;
        // The confirmation is written with the application, in its transaction (never one without the other).
        const confirm = async (trx: Db, applicationId: number) => {
          await deps.submitted?.(trx, {
            applicationId,
            candidateId: userId,
            jobOrderId,
            status: 'Submitted',
            source,
            appliedAt: now,
          });
          if (!site || !to) return;
          const mail = await confirmationFor(
            site,
            {
              to,
              job: jobFields(job),
              jobTimeZone: jobTimeZone(job),
              appliedAt: now,
              resumeFileName: resume?.fileName ?? null,
            },
            deps.editedTemplate,
            trx,
          );
          await enqueueMail(trx, mail, now);
        };
        const created = await deps.applications.insertApplication(
          userId,
          jobOrderId,
          source,
          now,
          resume?.id ?? null,
          confirm,
        );
        if (created) {
          deps.mailQueued?.();
          await audit.record({ action: 'job.apply', userId, detail: { jobOrderId, source }, ...info });
        }
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
      return deps.links.deleteApplicantLinks(userId, trx);
    },

    /** GET /api/jobsearch/jobs/{jobOrderId}: one open job as a search hit (/search?job= opens it). */
    async hit(userId: number, jobOrderId: number): Promise<JobHit> {
      const [row] = await repo.hitsByIds([jobOrderId], [0], userId);
      if (!row || !isOpen(row)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.noLongerAvailable);
      return toHit(row);
    },

    /** GET /api/jobs/{jobOrderId} and the page /jobs/{jobOrderId}: an open job, for anyone. */
    async jobPage(jobOrderId: number, userId: number | null): Promise<JobPageData> {
      const row = await repo.findJob(jobOrderId);
      if (!row || !isOpen(row)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      const moreJobs = (await similarCache.fetch(row.id, { context: row })) ?? [];
      return {
        job: toPublicJob(row, clock()),
        moreJobs,
        hasQuestions: (await deps.hasQuestions?.(row.id)) ?? false,
        appliedTo: userId === null ? false : await deps.applications.hasApplied(userId, row.id),
      };
    },

    /** Open jobs for the sitemap, by id. */
    openJobs(offset: number, limit: number) {
      return repo.openJobIds(offset, limit);
    },

    countOpenJobs(): Promise<number> {
      return repo.countOpenJobs();
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
