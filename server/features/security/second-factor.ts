/** The second step of a password sign-in: whether it is asked, and checking its answer. */
import { MFA_MESSAGES } from '../../../common/mfa';
import { secondFactorSchema } from '../../../common/mfa.schema';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { checkTotp, hasTotp, type MfaDeps } from './mfa.shared';
import { spendRecoveryCode } from './recovery-codes';

/**
 * What a right password leads to for this account and client: no second step, the second
 * step, or a second step whose codes are locked here (a recovery code or a passkey still pass).
 */
export async function secondStep(deps: MfaDeps, userId: number, ip: string): Promise<'none' | 'asked' | 'locked'> {
  if (!(await hasTotp(deps, userId))) return 'none';
  return (await deps.limits.codesLocked(userId, ip)) ? 'locked' : 'asked';
}

/** The second step of a sign-in: each answer counted before it is checked (./second-step-limits.ts). */
export async function verifySecondFactor(
  deps: MfaDeps,
  userId: number,
  input: unknown,
  info: RequestInfo,
): Promise<'totp' | 'recoveryCode'> {
  const { audit, limits } = deps;
  const data = parse(secondFactorSchema, input ?? {});
  const counters = await limits.count(userId, data.code !== undefined ? 'totp' : 'recovery_code', info);
  if (data.code !== undefined) {
    if (!(await checkTotp(deps, userId, data.code))) {
      await audit.record({ action: 'mfa.failed', userId, detail: { kind: 'totp' }, ...info });
      throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongCode);
    }
  } else if (!(await spendRecoveryCode(deps, userId, data.recoveryCode ?? '', info))) {
    throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongRecoveryCode);
  }
  await limits.passed(counters);
  // 'login.password_accepted' said the password was right; this completes the sign-in.
  await audit.record({
    action: 'mfa.verified',
    userId,
    detail: { kind: data.code !== undefined ? 'totp' : 'recovery_code' },
    ...info,
  });
  return data.code !== undefined ? 'totp' : 'recoveryCode';
}
