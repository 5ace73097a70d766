/** The accounts API contract (SPEC §3 Registration, §5, §7), shared by the SPA and the server. */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** SPEC §5: shown at registration, word for word. */
export const PASSWORD_HINT =
  'Password must be 8 characters long, and contain at least 1 lowercase, 1 uppercase, 1 numeric and 1 non-alphanumeric characters (e.g. !@#$%)';

/** The password rules of the hint; returns the broken rule's message or null. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (!/[a-z]/.test(password)) return 'Password must contain at least 1 lowercase character.';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least 1 uppercase character.';
  if (!/[0-9]/.test(password)) return 'Password must contain at least 1 numeric character.';
  if (!/[^A-Za-z0-9]/.test(password))
    return 'Password must contain at least 1 non-alphanumeric character (e.g. !@#$%).';
  return null;
}

const email = z
  .string()
  .trim()
  .min(1, 'Email address is required')
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), 'Email address is invalid');
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} is too long`)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f<>]/.test(v), `${label} has characters that are not allowed`);

/** POST /register. Unknown fields (role, emailConfirmed, …) are dropped, never applied. */
export const registrationSchema = z.object({
  email,
  firstName: name('First name'),
  lastName: name('Last name'),
  password: z.string().max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
  /** SPEC keeps this name whichever captcha runs (ARCHITECTURE §3). */
  reCaptchaResponse: z.string().max(20_000).default(''),
});
export type Registration = z.input<typeof registrationSchema>;

export const requestResetSchema = z.object({ email });
export const tokenSchema = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});

/** Answers of the accounts API. Failures are {message} or {message, status} (SPEC §7). */
export interface OkAnswer {
  ok: true;
}
export interface IsUserAnswer {
  isUser: boolean;
}
export interface CaptchaChallenge {
  provider: 'altcha';
  challenge: unknown;
}

/** The status SPEC §5 gives to a password that fails validation on reset. */
export const PASSWORD_POLICY_STATUS = 443;

/** Messages the server sends that the SPA may show as they are. */
export const AUTH_SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  unconfirmed: 'Please confirm your email address before logging in. We have sent you a new confirmation link.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  captchaRequired: 'Please complete the human verification.',
  captchaFailed: 'The human verification failed or expired. Please try again.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  resetTokenInvalid: 'Unable to process password reset. Please issue another.',
  confirmTokenInvalid: 'This confirmation link is invalid or has expired.',
  loggedOut: 'You have been logged out.',
} as const;
