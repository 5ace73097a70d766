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

const geoSchema = z.object({
  location: z.string().max(200, 'location is too long').default(''),
  /** "latitude,longitude" as given by the locations autocomplete. */
  latLong: z
    .string()
    .max(60)
    .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'latLong must be "latitude,longitude"')
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
      .number({ error: 'distance must be a number' })
      .refine((n) => Number.isFinite(n), 'distance must be a number')
      .refine((n) => n > 0, 'distance must be more than 0 miles')
      .refine((n) => n <= MAX_DISTANCE_MILES, `distance must be at most ${MAX_DISTANCE_MILES} miles`),
  ),
});

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

export const jobOrderIdSchema = z.coerce
  .number({ error: 'job order id must be a number' })
  .int('job order id must be a whole number')
  .positive('job order id must be a whole number')
  .max(2_147_483_647, 'job order id is too large');

export const applyLinkSchema = z.object({
  email: z.string().trim().min(3).max(254).includes('@', { message: 'email is invalid' }),
  jobOrderId: jobOrderIdSchema,
});

export const applicantIdSchema = z
  .string()
  .min(22, 'Unknown applicant')
  .max(100, 'Unknown applicant')
  .regex(/^[A-Za-z0-9_-]+$/, 'Unknown applicant');
