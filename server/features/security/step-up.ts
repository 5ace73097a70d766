/** Step-up: re-authenticating a signed-in account before a sensitive change. */
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { webauthn } from './webauthn';
import { PASSKEY_MESSAGES } from '../../../common/passkeys';
import { reauthenticateSchema } from '../../../common/passkeys.schema';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { MFA_MESSAGES } from '../../../common/mfa';
import { type PasskeysServiceDeps, verifyAssertion } from './passkeys.shared';

/** Options for re-authenticating with one of this account's passkeys. */
export async function reauthOptions(
  deps: PasskeysServiceDeps,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rows = await deps.repo.listForUser(userId);
  return webauthn().generateAuthenticationOptions({
    rpID: deps.rp.id,
    userVerification: 'preferred',
    allowCredentials: rows.map((r) => ({ id: r.credentialId })),
  });
}

/**
 * Step-up: the password (and a current code when the account has an app), or an assertion of
 * one of the account's own passkeys.
 */
export async function stepUp(
  deps: PasskeysServiceDeps,
  userId: number,
  input: unknown,
  expectedChallenge: string | null,
  info: RequestInfo,
) {
  const { repo, audit } = deps;
  const data = parse(reauthenticateSchema, input ?? {});
  if (data.passkey) {
    const row = await repo.findByCredentialId(data.passkey.id);
    const ok =
      row !== undefined &&
      row.userId === userId &&
      expectedChallenge !== null &&
      (await verifyAssertion(deps, row, data.passkey as AuthenticationResponseJSON, expectedChallenge));
    if (!ok) {
      await audit.record({ action: 'passkey.failed', userId, detail: { reason: 'reauthenticate' }, ...info });
      throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.verificationFailed);
    }
  } else {
    if (!(await deps.checkPassword(userId, data.password))) {
      throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.wrongPassword);
    }
    if (await deps.hasTotp(userId)) {
      const code = (data.code ?? '').replace(/\s+/g, '');
      if (data.recoveryCode) {
        if (!(await deps.spendRecoveryCode(userId, data.recoveryCode, info)))
          throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongRecoveryCode);
      } else if (!/^\d{6}$/.test(code) || !(await deps.checkCode(userId, code))) {
        throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.codeRequired);
      }
    }
  }
  await audit.record({
    action: 'account.reauthenticated',
    userId,
    detail: { kind: data.passkey ? 'passkey' : 'password' },
    ...info,
  });
}
