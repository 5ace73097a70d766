/** Jobs API contract (SPEC §3 Job hit, Search, Categories, Applicant, Job order, Distance result). */
import { z } from 'zod';

export const EMPLOYMENT_TYPES = ['Contract', 'Permanent'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** SPEC §9: Contract, Permanent, Any. */
export const SEARCH_TYPES = ['Contract', 'Permanent', 'Any'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** SPEC §3 category keys, with the labels shown to people. */
export const CATEGORY_LABELS = {
  AccountingFinancial: 'Accounting & Financial',
  Distribution: 'Distribution',
  Engineering: 'Engineering',
  Healthcare: 'Healthcare',
  InformationTechnology: 'Information Technology',
  Legal: 'Legal',
  Manufacturing: 'Manufacturing',
  RetailSupermarket: 'Retail & Supermarket',
  ScientificClinical: 'Scientific & Clinical',
} as const;
export type CategoryKey = keyof typeof CATEGORY_LABELS;
export const CATEGORY_KEYS = Object.keys(CATEGORY_LABELS) as CategoryKey[];

export const JOB_STATUS_OPEN = 'Open';
/** SPEC §9: a job description preview is 400 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 400;
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;
export const MAX_QUERY_LENGTH = 200;
export const MAX_DISTANCE_MILES = 500;
export const DEFAULT_DISTANCE_MILES = 25;
export const MAX_GEO_ROWS = 5;
export const SALARY_NOT_SPECIFIED = 'Salary not specified';

const distance = z.union([
  z.number().refine((n) => Number.isFinite(n), 'distance must be a number'),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'distance must be a number')
    .transform(Number),
]);

export const geoSchema = z.object({
  location: z.string().max(200, 'location is too long').default(''),
  /** "latitude,longitude" as given by the locations autocomplete. */
  latLong: z
    .string()
    .max(60)
    .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'latLong must be "latitude,longitude"')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined)),
  distance: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEFAULT_DISTANCE_MILES : v),
    distance.pipe(
      z
        .number({ error: 'distance must be a number' })
        .positive('distance must be more than 0 miles')
        .max(MAX_DISTANCE_MILES, `distance must be at most ${MAX_DISTANCE_MILES} miles`),
    ),
  ),
});
export type GeoInput = z.input<typeof geoSchema>;
export type Geo = z.output<typeof geoSchema>;

export const AGGREGATIONS = ['type', 'category'] as const;

export const searchSchema = z
  .object({
    query: z
      .string({ error: 'query must be text' })
      .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`)
      .default(''),
    type: z.enum(SEARCH_TYPES, { error: 'type must be Contract, Permanent or Any' }).default('Any'),
    categories: z
      .array(z.enum(CATEGORY_KEYS as [CategoryKey, ...CategoryKey[]], { error: 'unknown category' }))
      .max(CATEGORY_KEYS.length)
      .default([]),
    geo: z.array(geoSchema).max(MAX_GEO_ROWS, `at most ${MAX_GEO_ROWS} locations`).default([]),
    /** Which facet counts to return; empty means all of them. */
    aggregationFilters: z
      .array(z.enum(AGGREGATIONS, { error: 'aggregationFilters may name type and category' }))
      .max(AGGREGATIONS.length)
      .default([]),
  })
  .strip();
export type SearchInput = z.input<typeof searchSchema>;
export type Search = z.output<typeof searchSchema>;

export const pageSchema = z.preprocess(
  (v) => (v === undefined || v === '' ? '1' : v),
  z
    .string({ error: 'page must be a number' })
    .regex(/^\d{1,6}$/, 'page must be a whole number from 1')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'page must be a whole number from 1')
        .max(MAX_SEARCH_PAGE, `page must be at most ${MAX_SEARCH_PAGE}`),
    ),
);

export interface Category {
  categoryId: CategoryKey;
  description: string;
}

/** SPEC §3 Job hit. `viewed` is set on the client. */
export interface JobHit {
  jobOrderId: number;
  title: string;
  description: string;
  location: string;
  salary: string;
  category: Category;
  opened: string;
  score: number;
  appliedTo: boolean;
  employmentType: EmploymentType;
  corpTitle: string;
  postalCode: string | null;
  viewed?: number;
}

export interface FacetCount<K extends string = string> {
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
  total: number;
  pageSize: number;
  aggregations: Aggregations;
}

export interface LocationOption {
  location: string;
  latLong: string;
}

/** SPEC §3 Applicant. */
export interface Applicant {
  firstName: string;
  alreadyAppliedTo: boolean;
  jobOrderId: number;
}

/** SPEC §3 Job order, plus what the job view and its JSON-LD need. */
export interface JobOrder {
  jobOrderId: number;
  publicPosting: { title: string; description: string; active: boolean };
  positionTitle: { description: string };
  jobOrderStatus: { description: string };
  corpTitle: string;
  location: string;
  postalCode: string | null;
  salary: string;
  employmentType: EmploymentType;
  category: Category;
  opened: string;
}

/** SPEC §3 Distance result. */
export interface DistanceResult {
  distance: string;
  duration: string;
}

export const applyLinkSchema = z.object({
  email: z.string().trim().min(3).max(254).includes('@', { message: 'email is invalid' }),
  jobOrderId: z.coerce.number().int().positive(),
});

export const applicantIdSchema = z
  .string()
  .min(22, 'Unknown applicant')
  .max(100, 'Unknown applicant')
  .regex(/^[A-Za-z0-9_-]+$/, 'Unknown applicant');

export const jobOrderIdSchema = z.coerce
  .number({ error: 'job order id must be a number' })
  .int('job order id must be a whole number')
  .positive('job order id must be a whole number')
  .max(2_147_483_647, 'job order id is too large');
