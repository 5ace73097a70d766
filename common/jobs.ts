/**
 * Jobs API contract (docs/product.md §3 Job hit, Search, Categories, Applicant, Job order, Distance result).
 * Types and constants only: the zod schemas live in jobs.schema.ts so the client chunk stays small.
 */
import { translatable } from './i18n';
import type { Pay } from './pay';

export const EMPLOYMENT_TYPES = ['Contract', 'Permanent'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** docs/product.md §9: Contract, Permanent, Any. */
export const SEARCH_TYPES = ['Contract', 'Permanent', 'Any'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** docs/product.md §3 category keys, with the labels shown to people. */
export const CATEGORY_LABELS = /* @__PURE__ */ translatable({
  AccountingFinancial: /*i18n*/ { id: 'Accounting & Financial', comment: 'A job category' },
  Distribution: /*i18n*/ { id: 'Distribution', comment: 'A job category' },
  Engineering: /*i18n*/ { id: 'Engineering', comment: 'A job category' },
  Healthcare: /*i18n*/ { id: 'Healthcare', comment: 'A job category' },
  InformationTechnology: /*i18n*/ { id: 'Information Technology', comment: 'A job category' },
  Legal: /*i18n*/ { id: 'Legal', comment: 'A job category' },
  Manufacturing: /*i18n*/ { id: 'Manufacturing', comment: 'A job category' },
  RetailSupermarket: /*i18n*/ { id: 'Retail & Supermarket', comment: 'A job category' },
  ScientificClinical: /*i18n*/ { id: 'Scientific & Clinical', comment: 'A job category' },
});
export type CategoryKey = keyof typeof CATEGORY_LABELS;
export const CATEGORY_KEYS = Object.keys(CATEGORY_LABELS) as CategoryKey[];

export const JOB_STATUS_OPEN = 'Open';
/** docs/product.md §9: a job description preview is 400 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 400;
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;
export const MAX_QUERY_LENGTH = 200;
export const MAX_DISTANCE_MILES = 500;
export const DEFAULT_DISTANCE_MILES = 25;
export const MAX_GEO_ROWS = 5;
export const SALARY_TEXT = /* @__PURE__ */ translatable({
  /** What shows as a job's pay when it has neither a range nor a text. */
  notSpecified: /*i18n*/ { id: 'Salary not specified' },
});

export const AGGREGATIONS = ['type', 'category'] as const;

/** docs/product.md §3 Search, as sent by clients (the server validates it with jobs.schema.ts). */
interface GeoInput {
  location?: string;
  /** "latitude,longitude" as given by the locations autocomplete. */
  latLong?: string | null;
  /** Miles; empty means the default radius. */
  distance?: number | string | null;
}

export interface SearchInput {
  query?: string;
  type?: SearchType;
  categories?: CategoryKey[];
  geo?: GeoInput[];
  aggregationFilters?: (typeof AGGREGATIONS)[number][];
}

interface Category {
  categoryId: CategoryKey;
  description: string;
}

/** docs/product.md §3 Job hit. `viewed` is set on the client. */
export interface JobHit {
  jobOrderId: number;
  title: string;
  description: string;
  location: string;
  /** What shows as the pay: the range when there is one, else the free text, else SALARY_TEXT.notSpecified. */
  salary: string;
  /** The structured pay range, when the job has one. */
  pay: Pay | null;
  category: Category;
  opened: string;
  score: number;
  appliedTo: boolean;
  employmentType: EmploymentType;
  corpTitle: string;
  postalCode: string | null;
  viewed?: number;
}

interface FacetCount<K extends string = string> {
  key: K;
  label: string;
  count: number;
}

export interface Aggregations {
  type?: FacetCount<EmploymentType>[];
  category?: FacetCount<CategoryKey>[];
}

export interface SearchResults {
  hits: JobHit[];
  page: number;
  /** Exact, or a lower bound when totalEstimated (shown as "10,000+"). */
  total: number;
  pageSize: number;
  aggregations: Aggregations;
  /** The total stopped counting at its cap: at least this many jobs match. */
  totalEstimated: boolean;
  /** The facet counts stopped counting at the cap: each is a lower bound. */
  aggregationsEstimated: boolean;
}

export interface LocationOption {
  location: string;
  latLong: string;
}

/** docs/product.md §3 Applicant. */
export interface Applicant {
  firstName: string;
  alreadyAppliedTo: boolean;
  jobOrderId: number;
  /** The account has no password yet (an invitation made it): the page leads to choosing one. */
  needsPassword?: boolean;
}

/**
 * GET /api/apply-links/{token}: what a mailed one-click link leads to, for its page to say before
 * the button. `unknown`: no such link (mistyped or cut short); `job` is null only then.
 */
export interface ApplyLinkPreview {
  state: 'open' | 'used' | 'expired' | 'unknown';
  /** The candidate has an application for the job (made with this link or otherwise). */
  applied: boolean;
  job: { title: string; company: string; location: string; open: boolean } | null;
}

/**
 * POST /api/applicant/{id}/password: a single-use link to choose the first password of the
 * applicant's account (an invitation made it without one).
 */
export interface PasswordSetupAnswer {
  path: string;
}

/** docs/product.md §3 Job order, plus what the job view and its JSON-LD need. */
export interface JobOrder {
  jobOrderId: number;
  publicPosting: { title: string; description: string; active: boolean };
  positionTitle: { description: string };
  jobOrderStatus: { description: string };
  corpTitle: string;
  location: string;
  postalCode: string | null;
  salary: string;
  pay: Pay | null;
  employmentType: EmploymentType;
  category: Category;
  opened: string;
}

/** An open job as its public page shows it (/jobs/{jobOrderId}, no login). */
export interface PublicJob extends Omit<JobHit, 'score' | 'appliedTo' | 'viewed'> {
  /** The posting stays listed at least until then (schema.org validThrough). */
  validThrough: string;
}

interface SimilarJob {
  jobOrderId: number;
  title: string;
  location: string;
}

/** GET /api/jobs/{jobOrderId}: the public job page's data. */
export interface JobPageData {
  job: PublicJob;
  /** "More jobs like it": same category, sharing words of the title. */
  moreJobs: SimilarJob[];
  /** Whether the signed-in candidate applied (false for a visitor). */
  appliedTo: boolean;
  /** The job asks screening questions: Apply leads to its application form. */
  hasQuestions?: boolean;
}

/** docs/product.md §3 Distance result. */
export interface DistanceResult {
  distance: string;
  duration: string;
}

/** How senior a job or a person is, from the words of a title (or, for a person, years of experience). */
export const SENIORITIES = ['entry', 'junior', 'mid', 'senior', 'lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/**
 * "Entry-Level …", "… Trainee" are entry; Junior and a leading Associate junior; Senior senior;
 * Lead and Principal lead. A "Warehouse Associate" or a "Staff Accountant" names a job, not a level.
 */
export function seniorityOfTitle(title: string): Seniority {
  if (/\b(entry[- ]level|trainee|apprentice|intern)\b/i.test(title)) return 'entry';
  if (/\bjunior\b|^\s*associate\b/i.test(title)) return 'junior';
  if (/\b(lead|principal)\b/i.test(title)) return 'lead';
  if (/\b(senior|sr\.?)(?=\s)/i.test(title)) return 'senior';
  return 'mid';
}

/** A person's seniority from the longest time they used one skill. */
export function seniorityOfYears(years: number): Seniority {
  return years < 1 ? 'entry' : years < 2 ? 'junior' : years < 5 ? 'mid' : years < 8 ? 'senior' : 'lead';
}

/** Jobs a step above or below a person's level suit them; an entry-level job does not suit a lead. */
export function suitsSeniority(job: Seniority, person: Seniority): boolean {
  return Math.abs(SENIORITIES.indexOf(job) - SENIORITIES.indexOf(person)) <= 1;
}
