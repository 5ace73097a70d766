/** Validation of saved searches (server side; the client imports only common/saved.ts). */
import { z } from 'zod';
import { searchSchema } from './jobs.schema';
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCH_NAME, SAVED_MESSAGES } from './saved';

/** A name shown in mail: plain text only, never something a mail reader turns into a link. */
const name = z
  .string({ error: SAVED_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_MESSAGES.nameRequired)
  .max(MAX_SAVED_SEARCH_NAME, `The name must be at most ${MAX_SAVED_SEARCH_NAME} characters long.`)
  .refine(
    // eslint-disable-next-line no-control-regex
    (v) => !/[\u0000-\u001f\u007f<>\u202a-\u202e\u2066-\u2069]/.test(v),
    'The name has characters that are not allowed.',
  )
  .refine((v) => !/(:\/\/|www\.|\.[a-z]{2,}\/)/i.test(v), 'The name cannot contain a web address.');

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'frequency must be off, daily or weekly' });

export const savedSearchSchema = z.object({
  name,
  search: searchSchema.omit({ aggregationFilters: true }),
  frequency: frequency.default('off'),
});

export const savedSearchChangeSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, 'Nothing to change.');
