/** The inputs of passkeys and re-authentication (zod), apart from common/passkeys.ts so the client's pages do not load zod. */
import { z } from 'zod';
import { translatable } from './i18n';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkeys';

const M = /* @__PURE__ */ translatable({
  /** For callers of the API (a browser sends what its WebAuthn call answered). */
  notBase64url: /*i18n*/ { id: 'Not base64url.' },
  passwordRequired: /*i18n*/ { id: 'Enter your password.' },
});

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: () => M.notBase64url });

/** What the browser's navigator.credentials answers, as @simplewebauthn/browser encodes it. */
const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});

const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const addPasskeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => PASSKEY_MESSAGES.nameRequired })
    .max(PASSKEY_NAME_MAX),
  response: registrationResponseSchema,
});

export const passkeySignInSchema = z.object({
  response: authenticationResponseSchema,
  redirectTo: z.string().max(2000).optional(),
});

/** Step-up: the password (with a current code when the account has an app), or a passkey. */
export const reauthenticateSchema = z
  .object({
    password: z.string().max(1000).optional(),
    code: z.string().max(20).optional(),
    /** In place of the app's code, for someone without their phone: spent like at sign-in. */
    recoveryCode: z.string().max(40).optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .refine((v) => v.passkey !== undefined || Boolean(v.password), {
    error: () => M.passwordRequired,
    path: ['password'],
  });
