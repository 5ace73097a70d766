/** The accounts API contract (docs/product.md §3 Registration, §5, §7), shared by the SPA and the server. */
import { i18n, translatable } from './i18n';

const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_POLICY_TEXT = /* @__PURE__ */ translatable({
  /** docs/product.md §5: shown at registration, word for word. */
  hint: /*i18n*/ {
    id: 'Password must be 8 characters long, and contain at least 1 lowercase, 1 uppercase, 1 numeric and 1 non-alphanumeric characters (e.g. !@#$%)',
  },
  /** The password is longer than PASSWORD_MAX_LENGTH (also the registration schema's message). */
  tooLong: () => i18n._('Password must be at most {max} characters long.', { max: PASSWORD_MAX_LENGTH }),
});

/** The password rules of the hint; returns the broken rule's message or null. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return i18n._('Password must be at least {min} characters long.', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY_TEXT.tooLong();
  if (!/[a-z]/.test(password)) return i18n._('Password must contain at least 1 lowercase character.');
  if (!/[A-Z]/.test(password)) return i18n._('Password must contain at least 1 uppercase character.');
  if (!/[0-9]/.test(password)) return i18n._('Password must contain at least 1 numeric character.');
  if (!/[^A-Za-z0-9]/.test(password))
    return i18n._('Password must contain at least 1 non-alphanumeric character (e.g. !@#$%).');
  return null;
}

/** POST /register (docs/product.md §3 Registration). The zod schemas of these payloads: ./auth-schemas. */
export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** SPEC keeps this name whichever captcha runs (docs/architecture.md §3). */
  reCaptchaResponse: string;
  /** The page the candidate was on (e.g. a job's application form): the confirmation link leads back to it. */
  returnTo?: string;
  /** The browser's zone (IANA): the account's until changed on /profile. */
  timeZone?: string;
}

/** Answers of the accounts API. Failures are {message} or {message, status} (docs/product.md §7). */
export interface OkAnswer {
  ok: true;
}
/** GET /confirm-email: `alreadyConfirmed` when the link was used before and its address is confirmed. */
export interface ConfirmEmailAnswer extends OkAnswer {
  alreadyConfirmed?: true;
}
/**
 * POST /api/verify-password-reset-token: `firstPassword` when the account has never had a
 * password (made by an invitation), so the page asks to choose one rather than a new one.
 */
export interface ResetTokenAnswer {
  ok: true;
  firstPassword: boolean;
}
/**
 * POST /api/reset-password. A first password (an invited account) also signs the person in:
 * `signedInTo` is then where they land (a full page load: the page globals change).
 */
export interface ResetPasswordAnswer {
  ok: true;
  signedInTo: string | null;
}
/** Where a candidate lands once signed in by choosing their first password. */
export const CANDIDATE_HOME = '/overview';
/** The page where a password is chosen: a reset, or the first password of an invited account. */
export const SET_PASSWORD_PATH = '/account/reset';
export interface IsUserAnswer {
  isUser: boolean;
}

/** The status docs/product.md §5 gives to a password that fails validation on reset. */
export const PASSWORD_POLICY_STATUS = 443;

/** Messages the server sends that the SPA may show as they are. */
export const AUTH_SERVER_MESSAGES = /* @__PURE__ */ translatable({
  invalidCredentials: /*i18n*/ { id: 'Invalid email or password.' },
  unconfirmed: /*i18n*/ {
    id: 'Please confirm your email address before logging in. We have sent you a new confirmation link.',
  },
  tooManyAttempts: /*i18n*/ { id: 'Too many attempts. Please wait a few minutes and try again.' },
  captchaRequired: /*i18n*/ { id: 'Please complete the human verification.' },
  captchaFailed: /*i18n*/ { id: 'The human verification failed or expired. Please try again.' },
  loginCaptchaRequired: /*i18n*/ {
    id: 'For your security, please complete the human verification and sign in again.',
  },
  commonPassword: /*i18n*/ { id: 'This password is too common. Please choose one that is harder to guess.' },
  resetTokenInvalid: /*i18n*/ { id: 'Unable to process password reset. Please issue another.' },
  confirmTokenInvalid: /*i18n*/ { id: 'This confirmation link is invalid or has expired.' },
  deactivated: /*i18n*/ {
    id: 'This account has been deactivated. Ask an administrator if you need access again.',
  },
});
