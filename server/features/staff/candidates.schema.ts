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
    error: () => M.invalidDate,
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
const name = (label: string) => optionalNameSchema(label, { tooLong: () => M.nameTooLong });

/** One person to invite: their address and, from their line, the name a new account gets. */
export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  /** The line's name breaks the registration's rule: this address is refused with it. */
  nameError?: string;
}

const firstNameRule = name('First name');
const lastNameRule = name('Last name');

/**
 * "ana.diaz@example.com Ana Diaz", "Ana Diaz <ana.diaz@example.com>" or a bare address, one person
 * per line (or between commas and semicolons). Several addresses in one piece share no name.
 */
function inviteesIn(text: string): Invitee[] {
  const seen = new Map<string, Invitee>();
  for (const piece of text.split(/[\r\n,;]+/)) {
    const words = piece
      .split(/\s+/)
      .map((w) => w.replace(/^[<"'(]+|[>"')]+$/g, ''))
      .filter(Boolean);
    const addresses = words.filter((w) => w.includes('@')).map((w) => w.toLowerCase());
    const nameWords = addresses.length === 1 ? words.filter((w) => !w.includes('@')) : [];
    if (addresses.length === 0 && words.length > 0) addresses.push(words.join(' ').toLowerCase());
    for (const email of addresses) {
      if (seen.has(email)) continue;
      const first = firstNameRule.safeParse(nameWords[0] ?? '');
      const last = lastNameRule.safeParse(nameWords.slice(1).join(' '));
      seen.set(email, {
        email,
        firstName: first.success ? first.data : '',
        lastName: last.success ? last.data : '',
        ...(!first.success || !last.success ? { nameError: (first.error ?? last.error)!.issues[0]!.message } : {}),
      });
    }
  }
  return [...seen.values()];
}

export const inviteSchema = z.object({
  emails: z
    .string({ error: () => M.emailsRequired })
    .max(20_000, { error: () => M.tooManyEmails })
    .transform(inviteesIn)
    .refine((list) => list.length > 0, { error: () => M.emailsRequired })
    .refine((list) => list.length <= MAX_INVITES, { error: () => M.tooManyEmails }),
  // For a single address only (an API client's form); the screen writes names on the lines.
  firstName: name('First name'),
  lastName: name('Last name'),
});

export const isEmail = (text: string) => text.length <= 254 && EMAIL.test(text);
