/** The account's recovery codes: made, spent one at a time, and replaced. */
import { randomBytes } from 'node:crypto';
import { MFA_MESSAGES, RECOVERY_CODE_COUNT } from '../../../common/mfa';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { sha256Hex } from '../../lib/tokens';
import { hasTotp, type MfaDeps, reauthenticate } from './mfa.shared';

/** Recovery codes: 12 characters of a 32-letter alphabet without look-alikes (60 bits), shown as 3 groups. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** What is hashed: the letters as typed in any case, with or without dashes and spaces. */
function recoveryHash(code: string): string {
  return sha256Hex(code.toUpperCase().replace(/[\s-]/g, ''));
}

export async function newRecoveryCodes(deps: MfaDeps, userId: number, executor: Db = deps.db): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.repo.replaceRecoveryCodes(userId, codes.map(recoveryHash), deps.clock(), executor);
  return codes;
}

/** One recovery code used up (at sign-in or step-up): audited, and the owner told how many are left. */
export async function spendRecoveryCode(
  deps: MfaDeps,
  userId: number,
  code: string,
  info: RequestInfo,
): Promise<boolean> {
  const { repo, clock, audit } = deps;
  const used = (await hasTotp(deps, userId)) && (await repo.useRecoveryCode(userId, recoveryHash(code), clock()));
  if (!used) {
    await audit.record({ action: 'mfa.failed', userId, detail: { kind: 'recovery_code' }, ...info });
    return false;
  }
  const left = await repo.recoveryCodesLeft(userId);
  await audit.record({ action: 'mfa.recovery_code_used', userId, detail: { left }, ...info });
  await deps.notify(userId, { kind: 'recovery_code_used', left });
  return true;
}

export async function regenerateRecoveryCodes(
  deps: MfaDeps,
  userId: number,
  input: unknown,
  info: RequestInfo,
): Promise<string[]> {
  const { db, audit } = deps;
  await refuseWhileViewing(audit, info, 'other');
  if (!(await hasTotp(deps, userId))) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.notEnabled);
  await reauthenticate(deps, userId, input);
  const codes = await db.transaction().execute((trx) => newRecoveryCodes(deps, userId, trx));
  await audit.record({ action: 'mfa.recovery_codes_replaced', userId, ...info });
  await deps.notify(userId, { kind: 'recovery_codes' });
  return codes;
}
