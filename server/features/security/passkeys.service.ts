/**
 * Passkeys (WebAuthn, docs/SECURITY.md "Passkeys and step-up"): registration for any account,
 * passwordless sign-in by a discoverable credential (a passkey counts as both factors), and the
 * re-authentication that step-up asks for. No HTTP here: the challenge kept in the session is
 * handed in by the routes. Past 300 lines because registration, sign-in and step-up share the
 * relying party's settings and the assertion check kept in this one closure.
 */
import { createHmac } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { fromBase64Url, toBase64Url, webauthn } from './webauthn';
import { SSO_REQUIRED_MESSAGE } from '../../../common/oidc';
import { type PasskeyInfo, PASSKEY_MESSAGES } from '../../../common/passkeys';
import { addPasskeySchema, passkeySignInSchema, reauthenticateSchema } from '../../../common/passkeys.schema';
import type { SessionUser } from '../../http/session-user';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { parse } from '../../lib/parse-fields';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestInfo } from '../../lib/request-info';
import { MFA_MESSAGES } from '../../../common/mfa';
import { sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import { LOGIN_ACCOUNT_RULE, LOGIN_CLIENT_RULE } from '../auth/auth.service';
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

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const trimPad = (s: string) => s.replace(/=+$/, '');

export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { repo, clock, audit, rateLimiter, rp } = deps;

  /** One handle per account, the same for each of its passkeys (an authenticator keeps one per account). */
  const userHandle = (userId: number) =>
    createHmac('sha256', deps.handleKey).update(`passkey-user:${userId}`).digest().subarray(0, 16);

  const failed = (message: string = PASSKEY_MESSAGES.signInFailed) => new AppError(ErrorCode.UNAUTHENTICATED, message);

  /** Checks an assertion against the stored credential and records its counter; false if refused. */
  async function verifyAssertion(
    row: NonNullable<Awaited<ReturnType<PasskeysRepository['findByCredentialId']>>>,
    response: AuthenticationResponseJSON,
    expectedChallenge: string,
  ): Promise<boolean> {
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

  return {
    async list(userId: number): Promise<PasskeyInfo[]> {
      const rows = await repo.listForUser(userId);
      return rows.map((r) => ({ id: r.id, name: r.name, createdAt: iso(r.createdAt)!, lastUsedAt: iso(r.lastUsedAt) }));
    },

    /** Options for navigator.credentials.create: a discoverable credential, the account's others excluded. */
    async registrationOptions(user: SessionUser, info: RequestInfo): Promise<PublicKeyCredentialCreationOptionsJSON> {
      await refuseWhileViewing(audit, info, 'other');
      const existing = await repo.listForUser(user.id);
      return webauthn().generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        userID: new Uint8Array(userHandle(user.id)),
        attestationType: 'none',
        excludeCredentials: existing.map((r) => ({
          id: r.credentialId,
          transports: r.transports ? (r.transports.split(',') as AuthenticatorTransport[]) : undefined,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
    },

    async register(
      user: SessionUser,
      input: unknown,
      expectedChallenge: string,
      info: RequestInfo,
    ): Promise<PasskeyInfo> {
      await refuseWhileViewing(audit, info, 'other');
      const data = parse(addPasskeySchema, input ?? {});
      let registration;
      try {
        registration = await webauthn().verifyRegistrationResponse({
          response: data.response as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch {
        throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.verificationFailed);
      }
      if (!registration.verified || !registration.registrationInfo) {
        throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.verificationFailed);
      }
      const { credential } = registration.registrationInfo;
      const now = clock();
      await repo
        .insert({
          userId: user.id,
          credentialId: credential.id,
          userHandle: toBase64Url(new Uint8Array(userHandle(user.id))),
          publicKey: toBase64Url(credential.publicKey),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(','),
          name: data.name,
          createdAt: now,
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw new AppError(ErrorCode.CONFLICT, PASSKEY_MESSAGES.alreadyRegistered);
          throw err;
        });
      await audit.record({ action: 'passkey.added', userId: user.id, detail: { name: data.name }, ...info });
      await deps.notify(user.id, { kind: 'passkey_added', name: data.name });
      const added = (await repo.listForUser(user.id)).find((r) => r.credentialId === credential.id)!;
      return { id: added.id, name: added.name, createdAt: iso(added.createdAt)!, lastUsedAt: null };
    },

    /** Removing a passkey takes the password or a current code (`reauthenticate` of two-factor). */
    async remove(
      userId: number,
      id: number,
      input: unknown,
      reauthenticate: (userId: number, input: unknown) => Promise<void>,
      info: RequestInfo,
    ): Promise<void> {
      await refuseWhileViewing(audit, info, 'other');
      const row = (await repo.listForUser(userId)).find((r) => r.id === id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, PASSKEY_MESSAGES.notFound);
      await reauthenticate(userId, input);
      if (!(await repo.remove(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, PASSKEY_MESSAGES.notFound);
      await audit.record({ action: 'passkey.removed', userId, detail: { name: row.name }, ...info });
      await deps.notify(userId, { kind: 'passkey_removed', name: row.name });
    },

    /** Options for a discoverable sign-in: no credential listed, the authenticator offers its own. */
    loginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      return webauthn().generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'preferred',
        allowCredentials: [],
      });
    },

    /** Options for re-authenticating with one of this account's passkeys. */
    async reauthOptions(userId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const rows = await repo.listForUser(userId);
      return webauthn().generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'preferred',
        allowCredentials: rows.map((r) => ({ id: r.credentialId })),
      });
    },

    /**
     * A passwordless sign-in: the account is the one the credential was registered to. Throttled
     * like passwords (SECURITY 6.3.1): every attempt counts per client, and per account once the
     * credential names one; past the account's limit a passkey is refused until the window ends
     * (it cannot carry the captcha a password would).
     */
    async signIn(
      input: unknown,
      expectedChallenge: string | null,
      info: RequestInfo,
    ): Promise<{ user: SessionUser; redirectTo: string | undefined }> {
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
        !(await verifyAssertion(row, data.response as AuthenticationResponseJSON, expectedChallenge))
      ) {
        await audit.record({ action: 'passkey.failed', userId: row.userId, detail: { name: row.name }, ...info });
        throw failed();
      }
      await rateLimiter.reset(accountKey);
      if (deps.staffRefused && user.role !== 'candidate') {
        await audit.record({ action: 'login.sso_required', userId: user.id, detail: { passkey: true }, ...info });
        throw failed(SSO_REQUIRED_MESSAGE);
      }
      await audit.record({ action: 'passkey.signed_in', userId: user.id, detail: { name: row.name }, ...info });
      return { user, redirectTo: data.redirectTo };
    },

    /**
     * Step-up: the password (and a current code when the account has an app), or an assertion of
     * one of the account's own passkeys.
     */
    async reauthenticate(userId: number, input: unknown, expectedChallenge: string | null, info: RequestInfo) {
      const data = parse(reauthenticateSchema, input ?? {});
      if (data.passkey) {
        const row = await repo.findByCredentialId(data.passkey.id);
        const ok =
          row !== undefined &&
          row.userId === userId &&
          expectedChallenge !== null &&
          (await verifyAssertion(row, data.passkey as AuthenticationResponseJSON, expectedChallenge));
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
    },

    async hasPasskey(userId: number): Promise<boolean> {
      return (await repo.listForUser(userId)).length > 0;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
