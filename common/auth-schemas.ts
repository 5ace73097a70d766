/** Validation of the accounts payloads (server side; kept out of the client's chunks). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_POLICY_TEXT } from './auth';
import { i18n, translatable } from './i18n';
import { EMAIL_TEXT } from './text';

const AUTH_SCHEMA_TEXT = /* @__PURE__ */ translatable({
  emailRequired: /*i18n*/ { id: 'Email address is required' },
  emailTooLong: /*i18n*/ { id: 'Email address is too long' },
  /** The names every form asks for, each message whole (a translation agrees with its noun). */
  firstName: {
    required: /*i18n*/ { id: 'First name is required' },
    tooLong: /*i18n*/ { id: 'First name is too long' },
    invalid: /*i18n*/ { id: 'First name can only contain letters, spaces, apostrophes, hyphens and periods.' },
  },
  lastName: {
    required: /*i18n*/ { id: 'Last name is required' },
    tooLong: /*i18n*/ { id: 'Last name is too long' },
    invalid: /*i18n*/ { id: 'Last name can only contain letters, spaces, apostrophes, hyphens and periods.' },
  },
});

const email = z
  .string()
  .trim()
  .min(1, { error: () => AUTH_SCHEMA_TEXT.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: () => AUTH_SCHEMA_TEXT.emailTooLong })
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), { error: () => EMAIL_TEXT.invalid });
/** Bidi controls reorder how text is shown (a name could read backwards in our mails): removed. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Letters and marks of any script, spaces, apostrophes, hyphens and periods; nothing else. */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} '\u2019.-]*$/u;
/** A period right before a letter ("evil.example") is how text becomes a link in mail clients. */
const LINK_LIKE = /\.\p{L}/u;

const cleanName = (v: string) => v.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
const isPlainName = (v: string) => NAME_CHARACTERS.test(v) && !LINK_LIKE.test(v);

/** A message, or a function that reads it in the current language when a value is checked. */
type Message = string | (() => string);
const read = (message: Message) => (typeof message === 'function' ? message() : message);

/**
 * How a form words a name's problems (each form keeps its own wording of "required" and "too
 * long"). Pass functions (`() => M.nameTooLong`) so that they are read in the language of each check.
 */
export interface NameMessages {
  required: Message;
  tooLong: Message;
  invalid: Message;
}

/** The whole messages of "First name" and "Last name"; another label is put in a general sentence. */
const nameMessages = (label: string, messages: Partial<NameMessages>): NameMessages => {
  const known = () =>
    label === 'First name' ? AUTH_SCHEMA_TEXT.firstName : label === 'Last name' ? AUTH_SCHEMA_TEXT.lastName : null;
  return {
    required: () => known()?.required ?? i18n._('{label} is required', { label }),
    tooLong: () => known()?.tooLong ?? i18n._('{label} is too long', { label }),
    invalid: () =>
      known()?.invalid ??
      i18n._('{label} can only contain letters, spaces, apostrophes, hyphens and periods.', { label }),
    ...messages,
  };
};

/**
 * A person's name wherever one is typed — registration, the profile, staff inviting a candidate
 * or a staff member: required, bounded, plain letters (names reach mail, where a URL would become
 * a link and bidi controls would reorder the text).
 */
export const nameSchema = (label: string, messages: Partial<NameMessages> = {}, max = NAME_MAX_LENGTH) => {
  const m = nameMessages(label, messages);
  return z
    .string({ error: () => read(m.required) })
    .transform(cleanName)
    .pipe(
      z
        .string()
        .min(1, { error: () => read(m.required) })
        .max(max, { error: () => read(m.tooLong) })
        .refine(isPlainName, { error: () => read(m.invalid) }),
    );
};

/** The same rule for a name that may be left out or blank (then ''). */
export const optionalNameSchema = (label: string, messages: Partial<NameMessages> = {}, max = NAME_MAX_LENGTH) => {
  const m = nameMessages(label, messages);
  return z
    .string({ error: () => read(m.invalid) })
    .optional()
    .transform((v) => cleanName(v ?? ''))
    .pipe(
      z
        .string()
        .max(max, { error: () => read(m.tooLong) })
        .refine((v) => v === '' || isPlainName(v), { error: () => read(m.invalid) }),
    );
};

/** POST /register. Unknown fields (role, emailConfirmed, …) are dropped, never applied. */
export const registrationSchema = z.object({
  email,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: () => PASSWORD_POLICY_TEXT.tooLong() }),
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
