/** The inputs of two-factor sign-in (zod), apart from common/mfa.ts so the client's pages do not load zod. */
import { z } from 'zod';
import { translatable } from './i18n';

const M = /* @__PURE__ */ translatable({
  code: /*i18n*/ { id: 'Enter the 6-digit code from your authenticator app.' },
  recoveryCode: /*i18n*/ { id: 'Enter one of your recovery codes.' },
  codeOrPassword: /*i18n*/ { id: 'Enter a code from your authenticator app or your password.' },
});

/** The 6 digits of an authenticator app (spaces as people type them are dropped). */
const totpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: () => M.code }));
const recoveryCode = z
  .string()
  .trim()
  .min(8, { error: () => M.recoveryCode })
  .max(40);

export const confirmEnrolmentSchema = z.object({ code: totpCode });

/** Disabling two-factor or replacing the recovery codes: a current code, or the password. */
export const reauthSchema = z
  .object({ code: totpCode.optional(), password: z.string().max(1000).optional() })
  .refine((v) => v.code !== undefined || Boolean(v.password), {
    error: () => M.codeOrPassword,
    path: ['code'],
  });

/** The second step of a sign-in: a code from the app or one of the recovery codes. */
export const secondFactorSchema = z
  .object({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((v) => v.code !== undefined || v.recoveryCode !== undefined, {
    error: () => M.code,
    path: ['code'],
  });
