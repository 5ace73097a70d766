/** The zod schemas of the I-9 inspection export and the retention purge (the server parses with them). */
import { z } from 'zod';
import { isCalendarDate } from './business-days';
import { I9_INSPECTION_MESSAGES as M, I9_PURGE_MAX } from './i9-inspection';

/** An optional calendar date of a query: absent or empty is no bound. */
const bound = () =>
  z
    .string({ error: () => M.dateInvalid })
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isCalendarDate(v), { error: () => M.dateInvalid });

/** GET /api/staff/i9/export?from&to: first days of work from `from` to `to`, both included; none: everyone. */
export const exportRangeSchema = z
  .object({ from: bound(), to: bound() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { error: () => M.rangeReversed, path: ['to'] });

/** POST /api/admin/i9/purges {formIds, confirm: true}: the forms an admin destroys. */
export const purgeSchema = z.object({
  formIds: z
    .array(
      z
        .number({ error: () => M.purgeNoneChosen })
        .int()
        .positive(),
      { error: () => M.purgeNoneChosen },
    )
    .min(1, { error: () => M.purgeNoneChosen })
    .max(I9_PURGE_MAX, { error: () => M.purgeTooMany })
    .transform((ids) => [...new Set(ids)]),
  confirm: z.literal(true, { error: () => M.purgeConfirmRequired }),
});
