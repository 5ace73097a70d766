/** Turning two-factor on and off: whether it is needed, enrolling an app, disabling, an operator's reset. */
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import { type EnrolmentStart, MFA_MESSAGES, type TwoFactorStatus } from '../../../common/mfa';
import { confirmEnrolmentSchema } from '../../../common/mfa.schema';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { hasTotp, type MfaDeps, reauthenticate, stepOf, totpOf } from './mfa.shared';
import { newRecoveryCodes } from './recovery-codes';

/** Whether this account must enrol before it may use anything else (staff, when required). */
export async function enrolmentNeeded(deps: MfaDeps, user: { id: number; role: string }): Promise<boolean> {
  if (!deps.requiredForStaff || user.role === 'candidate') return false;
  return !(await hasTotp(deps, user.id));
}

export async function twoFactorStatus(
  deps: MfaDeps,
  user: { id: number; role: string },
  session: { singleSignOn: boolean },
): Promise<TwoFactorStatus> {
  const enabled = await hasTotp(deps, user.id);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await deps.repo.recoveryCodesLeft(user.id) : 0,
    required: deps.requiredForStaff && user.role !== 'candidate' && !session.singleSignOn,
  };
}

/** A new secret for the app; it counts only once a first code from it confirms it. */
export async function startEnrolment(
  deps: MfaDeps,
  user: { id: number; email: string },
  info: RequestInfo,
): Promise<EnrolmentStart> {
  const { repo, clock, audit, box } = deps;
  await refuseWhileViewing(audit, info, 'other');
  if (await hasTotp(deps, user.id)) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.alreadyEnabled);
  const secret = new Secret({ size: 20 }).base32;
  await repo.startTotp(user.id, box.seal(secret), clock());
  const otpauthUri = totpOf(deps, secret, user.email).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first valid code turns two-factor on; the recovery codes are answered this once. */
export async function confirmEnrolment(
  deps: MfaDeps,
  userId: number,
  input: unknown,
  info: RequestInfo,
): Promise<string[]> {
  const { repo, db, clock, audit } = deps;
  await refuseWhileViewing(audit, info, 'other');
  const { code } = parse(confirmEnrolmentSchema, input ?? {});
  const factor = await repo.findTotp(userId);
  if (!factor) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.notEnrolling);
  if (factor.confirmedAt !== null) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.alreadyEnabled);
  const step = stepOf(deps, factor.secret, code);
  if (step === null) throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongSetupCode);
  const codes = await db.transaction().execute(async (trx) => {
    if (!(await repo.useStep(factor.id, step, clock(), true, trx))) return null;
    return newRecoveryCodes(deps, userId, trx);
  });
  if (!codes) throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongCode);
  await audit.record({ action: 'mfa.enrolled', userId, detail: { kind: 'totp' }, ...info });
  await deps.notify(userId, { kind: 'totp_on' });
  return codes;
}

export async function disableTotp(deps: MfaDeps, userId: number, input: unknown, info: RequestInfo): Promise<void> {
  const { repo, db, audit } = deps;
  await refuseWhileViewing(audit, info, 'other');
  if (!(await hasTotp(deps, userId))) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.notEnabled);
  await reauthenticate(deps, userId, input);
  await db.transaction().execute((trx) => repo.deleteFactors(userId, trx));
  await audit.record({ action: 'mfa.disabled', userId, detail: { kind: 'totp' }, ...info });
  await deps.notify(userId, { kind: 'totp_off' });
}

/** An operator turns two-factor off for someone locked out (CLI); false if it was not on. */
export async function resetByOperator(deps: MfaDeps, userId: number): Promise<boolean> {
  const { repo, db, audit } = deps;
  const factor = await repo.findTotp(userId);
  if (!factor) return false;
  await db.transaction().execute((trx) => repo.deleteFactors(userId, trx));
  await audit.record({ action: 'mfa.reset_by_operator', userId });
  await deps.notify(userId, { kind: 'totp_off' });
  return factor.confirmedAt !== null;
}
