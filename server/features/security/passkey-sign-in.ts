/** Passwordless sign-in by a discoverable credential (a passkey counts as both factors). */
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { webauthn } from './webauthn';
import { SSO_TEXT } from '../../../common/oidc';
import { PASSKEY_MESSAGES } from '../../../common/passkeys';
import { passkeySignInSchema } from '../../../common/passkeys.schema';
import type { SessionUser } from '../../http/session-user';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { LOGIN_ACCOUNT_RULE, LOGIN_CLIENT_RULE } from '../auth/auth.service';
import { failed, type PasskeysServiceDeps, verifyAssertion } from './passkeys.shared';

/** Options for a discoverable sign-in: no credential listed, the authenticator offers its own. */
export function loginOptions(deps: PasskeysServiceDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return webauthn().generateAuthenticationOptions({
    rpID: deps.rp.id,
    userVerification: 'preferred',
    allowCredentials: [],
  });
}

/**
 * A passwordless sign-in: the account is the one the credential was registered to. Throttled
 * like passwords (SECURITY 6.3.1): every attempt counts per client, and per account once the
 * credential names one; past the account's limit a passkey is refused until the window ends
 * (it cannot carry the captcha a password would).
 */
export async function passkeySignIn(
  deps: PasskeysServiceDeps,
  input: unknown,
  expectedChallenge: string | null,
  info: RequestInfo,
): Promise<{ user: SessionUser; redirectTo: string | undefined }> {
  const { repo, audit, rateLimiter } = deps;
  const data = parse(passkeySignInSchema, input ?? {});
  const client = await rateLimiter.hit(`login:client:${info.ip}`, LOGIN_CLIENT_RULE);
  if (!client.allowed) {
    await audit.record({ action: 'login.throttled', detail: { passkey: true }, ...info });
    throw new AppError(ErrorCode.RATE_LIMITED, PASSKEY_MESSAGES.tooManyAttempts);
  }
  if (expectedChallenge === null) throw failed(PASSKEY_MESSAGES.challengeExpired);
  const row = await repo.findByCredentialId(data.response.id);
  if (!row) {
    await audit.record({ action: 'passkey.failed', detail: { reason: 'unknown_credential' }, ...info });
    throw failed();
  }
  const user = await deps.sessionUser(row.userId);
  if (!user) {
    await audit.record({
      action: 'passkey.failed',
      userId: row.userId,
      detail: { reason: 'deactivated' },
      ...info,
    });
    throw failed();
  }
  const accountKey = `login:account:${sha256Hex(user.email)}`;
  const attempt = await rateLimiter.hit(accountKey, LOGIN_ACCOUNT_RULE);
  if (!attempt.allowed) {
    await audit.record({ action: 'login.throttled', userId: user.id, detail: { passkey: true }, ...info });
    throw new AppError(ErrorCode.RATE_LIMITED, PASSKEY_MESSAGES.tooManyAttempts);
  }
  // Discoverable credentials always carry the user handle: one without it is refused.
  if (
    data.response.response.userHandle === undefined ||
    !(await verifyAssertion(deps, row, data.response as AuthenticationResponseJSON, expectedChallenge))
  ) {
    await audit.record({ action: 'passkey.failed', userId: row.userId, detail: { name: row.name }, ...info });
    throw failed();
  }
  await rateLimiter.reset(accountKey);
  if (deps.staffRefused && user.role !== 'candidate') {
    await audit.record({ action: 'login.sso_required', userId: user.id, detail: { passkey: true }, ...info });
    throw failed(SSO_TEXT.required);
  }
  await audit.record({ action: 'passkey.signed_in', userId: user.id, detail: { name: row.name }, ...info });
  return { user, redirectTo: data.redirectTo };
}
