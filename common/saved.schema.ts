/** Validation of saved searches (server side; the client imports only common/saved.ts). */
import { z } from 'zod';
import { searchSchema } from './jobs.schema';
import { translatable } from './i18n';
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCH_NAME, SAVED_MESSAGES } from './saved';

const M = /* @__PURE__ */ translatable({
  nameTooLong: /*i18n*/ {
    id: 'The name must be at most {max} characters long.',
    values: { max: MAX_SAVED_SEARCH_NAME },
  },
  nameNotAllowed: /*i18n*/ { id: 'The name has characters that are not allowed.' },
  nameWebAddress: /*i18n*/ { id: 'The name cannot contain a web address.' },
  /** For callers of the API: the values it takes. */
  frequency: /*i18n*/ { id: 'frequency must be off, daily or weekly' },
  nothingToChange: /*i18n*/ { id: 'Nothing to change.' },
});

/** A name shown in mail: plain text only, never something a mail reader turns into a link. */
const name = z
  .string({ error: () => SAVED_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: () => SAVED_MESSAGES.nameRequired })
  .max(MAX_SAVED_SEARCH_NAME, { error: () => M.nameTooLong })
  .refine(
    // eslint-disable-next-line no-control-regex
    (v) => !/[\u0000-\u001f\u007f<>\u202a-\u202e\u2066-\u2069]/.test(v),
    { error: () => M.nameNotAllowed },
  )
  .refine((v) => !/(:\/\/|www\.|\.[a-z]{2,}\/)/i.test(v), { error: () => M.nameWebAddress });

const frequency = z.enum(ALERT_FREQUENCIES, { error: () => M.frequency });

export const savedSearchSchema = z.object({
  name,
  search: searchSchema.omit({ aggregationFilters: true }),
  frequency: frequency.default('off'),
});

export const savedSearchChangeSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { error: () => M.nothingToChange });
