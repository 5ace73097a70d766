/** Input of the console's candidate list, invitations and audit log. */
import { z } from 'zod';
import { optionalNameSchema } from '../../../common/auth-schemas';
import { CANDIDATE_ADMIN_MESSAGES as M, CANDIDATE_SORTS, MAX_INVITES } from '../../../common/staff-candidates';
import { pageNumber } from '../../lib/parse-fields';

const filterText = (max: number) => z.string().trim().max(max).optional().default('');
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

export const candidateQuerySchema = z.object({
  name: filterText(100),
  email: filterText(254),
  skill: filterText(100),
  zip: z
    .string()
    .trim()
    .max(10)
    .regex(/^[0-9-]*$/)
    .optional()
    .default(''),
  sort: optionalEnum(CANDIDATE_SORTS).default('name'),
  dir: optionalEnum(['asc', 'desc'] as const).default('asc'),
  page: pageNumber,
});

const day = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), {
    message: M.invalidDate,
  });

export const auditQuerySchema = z.object({
  actor: filterText(100),
  candidate: filterText(100),
  action: filterText(60),
  from: day,
  to: day,
  page: pageNumber,
});

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
// The registration's name rule (a new account is made with these names); blank when the account exists.
const name = (label: string) => optionalNameSchema(label, { tooLong: M.nameTooLong });

export const inviteSchema = z.object({
  emails: z
    .string({ error: M.emailsRequired })
    .max(20_000, M.tooManyEmails)
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,;]+/)
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length > 0, M.emailsRequired)
    .refine((list) => list.length <= MAX_INVITES, M.tooManyEmails),
  firstName: name('First name'),
  lastName: name('Last name'),
});

export const isEmail = (text: string) => text.length <= 254 && EMAIL.test(text);
