/** Input of the staff console's calls, with one message per field (shown beside it in the form). */
import { z } from 'zod';
import { APPLICATION_MESSAGES, APPLICATION_STATUSES } from '../../../common/applications';
import { CATEGORY_KEYS, EMPLOYMENT_TYPES } from '../../../common/jobs';
import { isCurrencyCode, MAX_PAY, PAY_UNITS } from '../../../common/pay';
import { isTimeZone } from '../../../common/time-zones';
import {
  JOB_FIELD_LIMITS as LIMITS,
  STAFF_JOB_SORTS,
  STAFF_JOB_STATUSES,
  STAFF_MESSAGES as M,
} from '../../../common/staff';
import { pageNumber, parseFields as parseFieldsOf } from '../../lib/parse-fields';

/** A message read when a value is checked, in that request's language (never once, at load). */
type Message = { error: () => string };

const text = (max: number, tooLong: Message) => z.string().trim().max(max, tooLong);

/** An amount from a form (a number, or its text with commas); empty means none. */
const amount = (message: Message) =>
  z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined
        ? undefined
        : typeof v === 'string'
          ? Number(v.replace(/[,\s$]/g, ''))
          : v,
    z.number(message).positive(message).max(MAX_PAY, message).optional(),
  );

export const jobWriteSchema = z.object({
  title: text(LIMITS.title, { error: () => M.titleTooLong }).min(1, { error: () => M.titleRequired }),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: () => M.typeRequired }),
  category: z.enum(CATEGORY_KEYS as [string, ...string[]], { error: () => M.categoryRequired }),
  location: text(LIMITS.location, { error: () => M.locationTooLong }).min(1, { error: () => M.locationRequired }),
  company: text(LIMITS.company, { error: () => M.companyTooLong })
    .optional()
    .default(''),
  salary: text(LIMITS.salary, { error: () => M.salaryTooLong })
    .optional()
    .default(''),
  payMin: amount({ error: () => M.payMinInvalid }),
  payMax: amount({ error: () => M.payMaxInvalid }),
  payUnit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(PAY_UNITS, { error: () => M.payUnitRequired }).optional(),
  ),
  payCurrency: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'USD' : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: () => M.payCurrencyInvalid }).refine(isCurrencyCode, { error: () => M.payCurrencyInvalid }),
  ),
  // Checked on their own (application-form.service parseQuestions), each bad field named in full.
  questions: z.unknown().optional(),
  // Empty: the zone of the location; absent: left as it is.
  timeZone: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: () => M.timeZoneUnknown })
      .refine(isTimeZone, { error: () => M.timeZoneUnknown })
      .nullable()
      .optional(),
  ),
  descriptionMarkdown: z
    .string({ error: () => M.descriptionRequired })
    .max(LIMITS.description, { error: () => M.descriptionTooLong })
    .refine((s) => s.trim().length > 0, { error: () => M.descriptionRequired }),
});

export const jobEditSchema = jobWriteSchema.extend({
  version: z
    .number({ error: () => M.versionRequired })
    .int({ error: () => M.versionRequired })
    .positive({ error: () => M.versionRequired }),
});

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

export const jobQuerySchema = z.object({
  q: z.string().max(200).optional().default(''),
  status: optionalEnum(STAFF_JOB_STATUSES),
  type: optionalEnum(EMPLOYMENT_TYPES),
  category: optionalEnum(CATEGORY_KEYS as [string, ...string[]]),
  location: z.string().max(120).optional().default(''),
  sort: optionalEnum(STAFF_JOB_SORTS).default('opened'),
  dir: optionalEnum(['asc', 'desc'] as const).default('desc'),
  page: pageNumber,
});

export const jobStatusSchema = z.object({ status: z.enum(STAFF_JOB_STATUSES) });
export const notifySchema = z.object({
  sendMail: z.boolean().optional().default(false),
  /** The status the board showed (optional): a move from any other is refused. */
  from: z.enum(APPLICATION_STATUSES, { error: () => APPLICATION_MESSAGES.unknownStatus }).optional(),
});
export const previewSchema = z.object({
  descriptionMarkdown: z.string().max(LIMITS.description, { error: () => M.descriptionTooLong }),
});

/** Parses `input`; on failure a 400 whose `fields` name each bad field's first message. */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown, message: string = M.invalidForm) {
  return parseFieldsOf(schema, input, message);
}
