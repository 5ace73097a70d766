/** Validation of the accounts payloads (server side; kept out of the client's chunks). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './auth';

const email = z
  .string()
  .trim()
  .min(1, 'Email address is required')
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), 'Email address is invalid');
/** A person's name: required, bounded, no control characters or angle brackets. */
export const nameSchema = (label: string) =>
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
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  password: z.string().max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
  /** SPEC keeps this name whichever captcha runs (ARCHITECTURE §3). */
  reCaptchaResponse: z.string().max(20_000).default(''),
});

export const requestResetSchema = z.object({ email });
export const tokenSchema = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
