/**
 * The versioned REST API (/api/v1): the schemas its routes validate with and answer in, from
 * which its OpenAPI document is made (z.toJSONSchema), so the two cannot drift apart.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications';
import { CATEGORY_KEYS, EMPLOYMENT_TYPES } from './jobs';
import { BOARD_STATES, isIsoDate } from './onboarding';
import { isCurrencyCode, MAX_PAY, PAY_UNITS } from './pay';
import { JOB_FIELD_LIMITS as LIMITS } from './staff';
import { translatable } from './i18n';

/** What a call is refused with (the OpenAPI document's descriptions stay in English: it is the API's reference). */
const M = /* @__PURE__ */ translatable({
  currency: /*i18n*/ { id: 'currency must be an ISO 4217 code' },
  maxBelowMin: /*i18n*/ { id: 'max must be at least min' },
  externalId: /*i18n*/ { id: 'externalId may hold letters, digits and . _ : -' },
  dueDate: /*i18n*/ { id: 'dueDate must be a date (YYYY-MM-DD)' },
});

const API_PAGE_DEFAULT = 25;
const API_PAGE_MAX = 100;

const cursor = z.string().max(200).optional().meta({ description: 'The next_cursor of the previous page.' });
const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(API_PAGE_MAX)
  .default(API_PAGE_DEFAULT)
  .meta({ description: `Items per page (1 to ${API_PAGE_MAX}).` });

export const apiJobListQuerySchema = z.object({ limit, cursor });

export const apiApplicationListQuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'Applications made at or after this time (ISO 8601).' }),
  limit,
  cursor,
});

export const apiPaySchema = z
  .object({
    min: z.number().positive().max(MAX_PAY),
    max: z.number().positive().max(MAX_PAY),
    unit: z.enum(PAY_UNITS),
    currency: z
      .string()
      .length(3)
      .refine(isCurrencyCode, { error: () => M.currency })
      .default('USD')
      .meta({ description: 'ISO 4217 code.' }),
  })
  .refine((p) => p.max >= p.min, { path: ['max'], error: () => M.maxBelowMin });

export const apiJobInputSchema = z.object({
  title: z.string().trim().min(1).max(LIMITS.title),
  description: z.string().min(1).max(LIMITS.description).meta({ description: 'Markdown.' }),
  company: z.string().trim().max(LIMITS.company).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  category: z.enum(CATEGORY_KEYS as [string, ...string[]]),
  location: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.location)
    .meta({ description: 'A US place: "City, ST" or a ZIP code.' }),
  salary: z.string().trim().max(LIMITS.salary).optional(),
  pay: apiPaySchema.nullable().optional(),
});
export type ApiJobInput = z.output<typeof apiJobInputSchema>;

export const apiExternalIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, { error: () => M.externalId });

export const apiJobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['open', 'closed']),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  category: z.string(),
  location: z.string(),
  salary: z.string().nullable(),
  opened: z.string().meta({ format: 'date-time' }),
  applicants: z.number().int(),
});
export type ApiJobSummary = z.infer<typeof apiJobSummarySchema>;

export const apiJobSchema = apiJobSummarySchema.extend({
  company: z.string(),
  description: z.string().meta({ description: 'Markdown.' }),
  descriptionHtml: z.string(),
  pay: apiPaySchema.nullable(),
});
export type ApiJob = z.infer<typeof apiJobSchema>;

export const apiJobPageSchema = z.object({ data: z.array(apiJobSummarySchema), next_cursor: z.string().nullable() });

export const apiUpsertResultSchema = z.object({ externalId: z.string(), created: z.boolean(), job: apiJobSchema });

export const apiStatusInputSchema = z.object({ status: z.enum(APPLICATION_STATUSES) });

const historySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  changedAt: z.string().meta({ format: 'date-time' }),
});

export const apiApplicationSchema = z
  .object({
    id: z.number().int(),
    jobId: z.number().int(),
    candidate: z.object({
      id: z.number().int(),
      email: z.string().optional(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
    }),
    status: z.enum(APPLICATION_STATUSES),
    appliedAt: z.string().meta({ format: 'date-time' }),
    statusChangedAt: z.string().meta({ format: 'date-time' }),
    history: z.array(historySchema),
  })
  .meta({
    description: "The candidate's name and email need candidates:read; self-identification is never included.",
  });
export type ApplicationRecord = z.infer<typeof apiApplicationSchema>;

export const apiApplicationPageSchema = z.object({
  data: z.array(apiApplicationSchema),
  next_cursor: z.string().nullable(),
});

const apiId = z.coerce.number().int().positive().max(2_147_483_647);
const dateTime = z.string().meta({ format: 'date-time' });

/** A document's state: the status board's, and the two moments the board shows beside it. */
const API_DOCUMENT_STATES = [...BOARD_STATES, 'declined'] as const;

export const apiDocumentSchema = z
  .object({
    id: z.number().int(),
    candidateId: z.number().int(),
    templateId: z.number().int().nullable(),
    title: z.string(),
    state: z.enum(API_DOCUMENT_STATES),
    dueAt: dateTime.nullable(),
    signedAt: dateTime.nullable(),
    method: z.string().nullable().meta({ description: "How it was signed: 'esign:<provider>' or 'upload'." }),
    countersignedAt: dateTime.nullable(),
    reason: z.string().nullable().meta({ description: 'Why staff rejected it, or why the candidate declined it.' }),
    signedPdf: z.boolean().meta({ description: 'Whether GET /documents/{id}/signed.pdf has a copy.' }),
  })
  .meta({ description: 'An onboarding document assigned to a candidate.' });
export type ApiDocument = z.infer<typeof apiDocumentSchema>;

export const apiDocumentPageSchema = z.object({ data: z.array(apiDocumentSchema), next_cursor: z.string().nullable() });

export const apiDocumentListQuerySchema = z.object({
  candidateId: apiId.optional().meta({ description: "Only this candidate's documents." }),
  limit,
  cursor,
});

export const apiAssignInputSchema = z.object({
  candidateId: apiId,
  templateId: apiId,
  dueDate: z
    .string()
    .refine(isIsoDate, { error: () => M.dueDate })
    .meta({ description: 'The last day to complete it (YYYY-MM-DD).' }),
});

export const apiAssignResultSchema = z.object({
  assigned: z
    .boolean()
    .meta({ description: 'False when the candidate had this template open already: nothing new was sent.' }),
  document: apiDocumentSchema,
});

export const apiTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['form', 'credential']),
  delivery: z.enum(['electronic', 'manual']),
  signatureType: z.string(),
  countersign: z.boolean(),
});

export const apiTemplateListSchema = z.object({ data: z.array(apiTemplateSchema) });

export const apiCandidateSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailConfirmed: z.boolean(),
  joined: dateTime,
  applications: z
    .array(
      z.object({
        id: z.number().int(),
        jobId: z.number().int(),
        title: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        appliedAt: dateTime,
        statusChangedAt: dateTime,
      }),
    )
    .optional()
    .meta({ description: 'With the applications:read scope.' }),
  documents: z.array(apiDocumentSchema).optional().meta({ description: 'With the documents:read scope.' }),
});
export type ApiCandidate = z.infer<typeof apiCandidateSchema>;

/** RFC 9457 problem details: every error under /api/v1. */
export const apiProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z
    .array(z.object({ field: z.string(), detail: z.string() }))
    .optional()
    .meta({ description: 'One entry per bad field.' }),
});
export type ApiProblem = z.infer<typeof apiProblemSchema>;
