/** The zod schema of a hiring site as I-9 staff add or change it (the server parses with it). */
import { z } from 'zod';
import { HIRING_SITE_LIMITS as L, HIRING_SITE_MESSAGES as M } from './hiring-sites';

const yesOrNo = () => z.boolean({ error: () => M.yesOrNo });
/** Line breaks, other control characters and bidi controls (which would reorder the text where it shows). */
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const plain = (v: string) => !CONTROLS.test(v);

export const hiringSiteSchema = z.object({
  name: z
    .string({ error: () => M.nameRequired })
    .trim()
    .min(1, { error: () => M.nameRequired })
    .max(L.name, { error: () => M.nameTooLong })
    .refine(plain, { error: () => M.notAllowed }),
  address: z
    .string({ error: () => M.addressTooLong })
    .trim()
    .max(L.address, { error: () => M.addressTooLong })
    .refine(plain, { error: () => M.notAllowed })
    .optional()
    .default(''),
  everify: yesOrNo(),
  openWeekends: yesOrNo(),
  // Most sites close on the federal holidays as observed; a site that works them says so.
  federalHolidays: yesOrNo().optional().default(true),
});
