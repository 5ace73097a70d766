/** Validation of the accounts payloads (server side; kept out of the client's chunks). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './auth';

const email = z
  .string()
  .trim()
  .min(1, 'Email address is required')
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), 'Email address is invalid');
/** Bidi controls reorder how text is shown (a name could read backwards in our mails): removed. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Letters and marks of any script, spaces, apostrophes, hyphens and periods; nothing else. */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} '\u2019.-]*$/u;
/** A period right before a letter ("evil.example") is how text becomes a link in mail clients. */
const LINK_LIKE = /\.\p{L}/u;

const cleanName = (v: string) => v.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
const isPlainName = (v: string) => NAME_CHARACTERS.test(v) && !LINK_LIKE.test(v);

/** How a form words a name's problems (each form keeps its own wording of "required" and "too long"). */
export interface NameMessages {
  required: string;
  tooLong: string;
  invalid: string;
}

const nameMessages = (label: string, messages: Partial<NameMessages>): NameMessages => ({
  required: `${label} is required`,
  tooLong: `${label} is too long`,
  invalid: `${label} can only contain letters, spaces, apostrophes, hyphens and periods.`,
  ...messages,
});

/**
 * A person's name wherever one is typed — registration, the profile, staff inviting a candidate
 * or a staff member: required, bounded, plain letters (names reach mail, where a URL would become
 * a link and bidi controls would reorder the text).
 */
export const nameSchema = (label: string, messages: Partial<NameMessages> = {}, max = NAME_MAX_LENGTH) => {
  const m = nameMessages(label, messages);
  return z
    .string({ error: m.required })
    .transform(cleanName)
    .pipe(z.string().min(1, m.required).max(max, m.tooLong).refine(isPlainName, m.invalid));
};

/** The same rule for a name that may be left out or blank (then ''). */
export const optionalNameSchema = (label: string, messages: Partial<NameMessages> = {}, max = NAME_MAX_LENGTH) => {
  const m = nameMessages(label, messages);
  return z
    .string({ error: m.invalid })
    .optional()
    .transform((v) => cleanName(v ?? ''))
    .pipe(
      z
        .string()
        .max(max, m.tooLong)
        .refine((v) => v === '' || isPlainName(v), m.invalid),
    );
};

/** POST /register. Unknown fields (role, emailConfirmed, …) are dropped, never applied. */
export const registrationSchema = z.object({
  email,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  password: z.string().max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
  /** SPEC keeps this name whichever captcha runs (docs/architecture.md §3). */
  reCaptchaResponse: z.string().max(20_000).default(''),
  /** Where the confirmed candidate continues (a path of this site, checked by the server). */
  returnTo: z.string().max(2000).optional(),
  /** The browser's zone (IANA), kept as the account's; one the server does not know is left unset. */
  timeZone: z.string().max(64).optional(),
});

export const requestResetSchema = z.object({ email });
export const tokenSchema = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
