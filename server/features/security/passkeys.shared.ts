/**
 * What the passkey use cases share: the service's deps, the account's user handle and the
 * assertion check that sign-in and step-up both make (see passkeys.service.ts).
 */
import { createHmac } from 'node:crypto';
import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import { fromBase64Url, webauthn } from './webauthn';
import { PASSKEY_MESSAGES } from '../../../common/passkeys';
import type { SessionUser } from '../../http/session-user';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestInfo } from '../../lib/request-info';
import type { NotifySecurityChange } from '../auth/security-notice';
import type { PasskeysRepository } from './passkeys.repository';

export interface PasskeysServiceDeps {
  repo: PasskeysRepository;
  clock: Clock;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  /** The relying party: its name shown by the authenticator, PUBLIC_URL's host and origin. */
  rp: { name: string; id: string; origin: string };
  /** Keys the account's WebAuthn user handle (never the account id itself). */
  handleKey: string;
  sessionUser: (userId: number) => Promise<SessionUser | null>;
  checkPassword: (userId: number, password: unknown) => Promise<boolean>;
  hasTotp: (userId: number) => Promise<boolean>;
  checkCode: (userId: number, code: string) => Promise<boolean>;
  /** Uses up one of the account's recovery codes (audited, the owner told); false when it is not one. */
  spendRecoveryCode: (userId: number, code: string, info: RequestInfo) => Promise<boolean>;
  /** Mails the account's owner that its sign-in settings changed. */
  notify: NotifySecurityChange;
  /** OIDC_REQUIRED_FOR_STAFF: a staff or admin passkey signs nobody in (they use single sign-on). */
  staffRefused?: boolean;
}

export const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const trimPad = (s: string) => s.replace(/=+$/, '');

/** One handle per account, the same for each of its passkeys (an authenticator keeps one per account). */
export const userHandle = (deps: PasskeysServiceDeps, userId: number) =>
  createHmac('sha256', deps.handleKey).update(`passkey-user:${userId}`).digest().subarray(0, 16);

export const failed = (message: string = PASSKEY_MESSAGES.signInFailed) =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);

/** Checks an assertion against the stored credential and records its counter; false if refused. */
export async function verifyAssertion(
  deps: PasskeysServiceDeps,
  row: NonNullable<Awaited<ReturnType<PasskeysRepository['findByCredentialId']>>>,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
): Promise<boolean> {
  const { repo, clock, rp } = deps;
  // The user handle binds the credential to its account: a credential never signs in another.
  const handle = response.response.userHandle;
  if (handle !== undefined && trimPad(handle) !== trimPad(row.userHandle)) return false;
  try {
    const { verified, authenticationInfo } = await webauthn().verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credentialId,
        publicKey: fromBase64Url(row.publicKey),
        counter: Number(row.counter),
        transports: row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined,
      },
      requireUserVerification: false,
    });
    // A counter that does not grow (a cloned authenticator, a replay) is refused here too, atomically.
    return verified && (await repo.recordUse(row.id, authenticationInfo.newCounter, clock()));
  } catch {
    return false;
  }
}
