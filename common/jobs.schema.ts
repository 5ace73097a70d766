/** Validation of the jobs API input (server side; the client imports only common/jobs.ts). */
import { z } from 'zod';
import {
  AGGREGATIONS,
  CATEGORY_KEYS,
  type CategoryKey,
  DEFAULT_DISTANCE_MILES,
  MAX_DISTANCE_MILES,
  MAX_GEO_ROWS,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  SEARCH_TYPES,
} from './jobs';
import { translatable } from './i18n';

const M = /* @__PURE__ */ translatable({
  locationTooLong: /*i18n*/ { id: 'location is too long' },
  latLong: /*i18n*/ { id: 'latLong must be "latitude,longitude"' },
  distanceNumber: /*i18n*/ { id: 'distance must be a number' },
  distancePositive: /*i18n*/ { id: 'distance must be more than 0 miles' },
  distanceTooFar: /*i18n*/ { id: 'distance must be at most {max} miles', values: { max: MAX_DISTANCE_MILES } },
  queryText: /*i18n*/ { id: 'query must be text' },
  queryTooLong: /*i18n*/ { id: 'query must be at most {max} characters', values: { max: MAX_QUERY_LENGTH } },
  type: /*i18n*/ { id: 'type must be Contract, Permanent or Any' },
  category: /*i18n*/ { id: 'unknown category' },
  tooManyLocations: /*i18n*/ { id: 'at most {max} locations', values: { max: MAX_GEO_ROWS } },
  aggregationFilters: /*i18n*/ { id: 'aggregationFilters may name type and category' },
  pageNumber: /*i18n*/ { id: 'page must be a number' },
  pageWhole: /*i18n*/ { id: 'page must be a whole number from 1' },
  pageTooFar: /*i18n*/ { id: 'page must be at most {max}', values: { max: MAX_SEARCH_PAGE } },
  jobIdNumber: /*i18n*/ { id: 'job order id must be a number' },
  jobIdWhole: /*i18n*/ { id: 'job order id must be a whole number' },
  jobIdTooLarge: /*i18n*/ { id: 'job order id is too large' },
  emailInvalid: /*i18n*/ { id: 'email is invalid' },
  unknownApplicant: /*i18n*/ { id: 'Unknown applicant' },
});

const geoSchema = z.object({
  location: z
    .string()
    .max(200, { error: () => M.locationTooLong })
    .default(''),
  /** "latitude,longitude" as given by the locations autocomplete. */
  latLong: z
    .string()
    .max(60)
    .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, { error: () => M.latLong })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined)),
  /** Miles; a number, or a text of digits (docs/product.md §5: the distance field accepts numbers only). */
  distance: z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return DEFAULT_DISTANCE_MILES;
      if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
      return v;
    },
    z
      .number({ error: () => M.distanceNumber })
      .refine((n) => Number.isFinite(n), { error: () => M.distanceNumber })
      .refine((n) => n > 0, { error: () => M.distancePositive })
      .refine((n) => n <= MAX_DISTANCE_MILES, { error: () => M.distanceTooFar }),
  ),
});

export const searchSchema = z
  .object({
    query: z
      .string({ error: () => M.queryText })
      .max(MAX_QUERY_LENGTH, { error: () => M.queryTooLong })
      .default(''),
    type: z.enum(SEARCH_TYPES, { error: () => M.type }).default('Any'),
    categories: z
      .array(z.enum(CATEGORY_KEYS as [CategoryKey, ...CategoryKey[]], { error: () => M.category }))
      .max(CATEGORY_KEYS.length)
      .default([]),
    geo: z
      .array(geoSchema)
      .max(MAX_GEO_ROWS, { error: () => M.tooManyLocations })
      .default([]),
    /** Which facet counts to return; empty means all of them. */
    aggregationFilters: z
      .array(z.enum(AGGREGATIONS, { error: () => M.aggregationFilters }))
      .max(AGGREGATIONS.length)
      .default([]),
  })
  .strip();

export const pageSchema = z.preprocess(
  (v) => (v === undefined || v === '' ? '1' : v),
  z
    .string({ error: () => M.pageNumber })
    .regex(/^\d{1,6}$/, { error: () => M.pageWhole })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: () => M.pageWhole })
        .max(MAX_SEARCH_PAGE, { error: () => M.pageTooFar }),
    ),
);

export const jobOrderIdSchema = z.coerce
  .number({ error: () => M.jobIdNumber })
  .int({ error: () => M.jobIdWhole })
  .positive({ error: () => M.jobIdWhole })
  .max(2_147_483_647, { error: () => M.jobIdTooLarge });

export const applyLinkSchema = z.object({
  email: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .includes('@', { error: () => M.emailInvalid }),
  jobOrderId: jobOrderIdSchema,
});

export const applicantIdSchema = z
  .string()
  .min(22, { error: () => M.unknownApplicant })
  .max(100, { error: () => M.unknownApplicant })
  .regex(/^[A-Za-z0-9_-]+$/, { error: () => M.unknownApplicant });
