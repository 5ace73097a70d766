/**
 * Staff single sign-on (docs/SECURITY.md, "Single sign-on"): who the provider's answer lets in, the
 * link to the provider's subject, accounts made just in time and roles that follow the role claim.
 * No HTTP here: the routes keep the pending request in the session and hand in the callback address.
 */
import { NAME_MAX_LENGTH } from '../../../common/auth';
import type { OidcFailureReason } from '../../../common/oidc';
import type { OidcConfig } from '../../config';
import type { Db } from '../../db';
import type { Role } from '../../db/schema';
import type { Logger } from '../../logger';
import type { SessionUser } from '../../http/session-user';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { RequestInfo } from '../../lib/request-info';
import { NO_PASSWORD, normalizeEmail } from './auth.service';
import type { OidcPending } from '../../http/session';
import { toSessionUser } from '../../http/session-user';
import { type OidcClient, OidcFailure, type OidcIdentity } from './oidc.client';
import type { OidcRepository } from './oidc.repository';

export interface OidcServiceDeps {
  repo: OidcRepository;
  db: Db;
  client: OidcClient;
  settings: OidcConfig;
  clock: Clock;
  audit: AuditLog;
  logger: Logger;
  /** The staff accounts' role change: false when it would leave no active admin (nothing changed). */
  changeRole: (userId: number, role: 'admin' | 'staff') => Promise<boolean>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A claim by name, or by a dotted path into nested objects (e.g. realm_access.roles). */
function claimAt(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  return name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      claims,
    );
}

/** The person's first and last name as the provider gives them (a whole name is split at its last space). */
function namesOf(claims: Record<string, unknown>): { firstName: string; lastName: string } {
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const whole = text(claims.name);
    const cut = whole.lastIndexOf(' ');
    [firstName, lastName] = cut > 0 ? [whole.slice(0, cut), whole.slice(cut + 1)] : [whole, ''];
  }
  return { firstName: firstName.slice(0, NAME_MAX_LENGTH), lastName: lastName.slice(0, NAME_MAX_LENGTH) };
}

export function createOidcService(deps: OidcServiceDeps) {
  const { repo, db, client, settings, clock, audit } = deps;

  /**
   * The role the claim gives: admin before staff; null when the claim names neither; undefined when
   * roles are not read from the provider (no OIDC_ROLE_CLAIM).
   */
  function claimedRole(claims: Record<string, unknown>): 'admin' | 'staff' | null | undefined {
    if (!settings.roleClaim) return undefined;
    const raw = claimAt(claims, settings.roleClaim);
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
    if (values.some((v) => settings.adminValues.includes(v))) return 'admin';
    if (values.some((v) => settings.staffValues.includes(v))) return 'staff';
    return null;
  }

  /** The account the identity signs in to, linking or making it when this is its first sign-in. */
  async function accountFor(identity: OidcIdentity, role: Role | null | undefined, info: RequestInfo) {
    const { issuer, subject, claims } = identity;
    const linked = await repo.linkedUserId(issuer, subject);
    if (linked !== null) return repo.findAccountById(linked);

    // Not linked yet: an existing account by its address, which the provider must have verified.
    const email = text(claims.email) ? normalizeEmail(text(claims.email)) : '';
    if (!email || (claims.email_verified !== true && claims.email_verified !== 'true')) {
      throw new OidcFailure('email_unverified');
    }
    const row = await repo.findAccountByEmail(email);
    if (row) {
      if (row.role === 'candidate') throw new OidcFailure('candidate', 'candidate', row.id);
      // An account linked to another subject is never taken over by a new one with the same address.
      if ((await repo.subjectOf(row.id, issuer)) !== null) {
        throw new OidcFailure('linked_elsewhere', 'linked to another subject', row.id);
      }
      await repo.link({ userId: row.id, issuer, subject }, clock()).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new OidcFailure('linked_elsewhere', 'linked meanwhile', row.id);
        throw err;
      });
      await audit.record({ action: 'oidc.linked', userId: row.id, detail: { issuer }, ...info });
      return row;
    }

    // No account: only the role claim can make one.
    if (!role) throw new OidcFailure('no_account', `no account for ${email}`);
    const now = clock();
    const userId = await db
      .transaction()
      .execute(async (trx) => {
        const id = await repo.insertAccount({ email, passwordHash: NO_PASSWORD, ...namesOf(claims), role }, now, trx);
        await repo.link({ userId: id, issuer, subject }, now, trx);
        await audit.record({ action: 'oidc.provisioned', userId: id, detail: { email, role }, ...info }, trx);
        return id;
      })
      .catch((err: unknown) => {
        // Two first sign-ins racing: the other one made the account.
        if (isUniqueViolation(err)) throw new OidcFailure('no_pending', 'provisioned meanwhile');
        throw err;
      });
    // Its role is the claim's already.
    return repo.findAccountById(userId);
  }

  return {
    /** Whether the account has signed in through the provider (step-up can then use it). */
    isLinked: (userId: number) => repo.isLinked(userId),

    authorizationUrl: (stepUp: boolean) => client.authorizationUrl(stepUp),
    endSessionUrl: (idToken: string) => client.endSessionUrl(idToken),

    /**
     * The sign-in the provider's answer makes: staff and admins only, the role following the claim
     * when roles are read from it. Throws OidcFailure.
     */
    async signIn(
      callbackUrl: URL,
      pending: OidcPending,
      info: RequestInfo,
    ): Promise<{ user: SessionUser; idToken: string }> {
      const identity = await client.complete(callbackUrl, pending);
      const role = claimedRole(identity.claims);
      const row = await accountFor(identity, role, info);
      if (!row) throw new OidcFailure('no_account', 'linked account gone');
      if (row.role === 'candidate') throw new OidcFailure('candidate', 'candidate', row.id);
      if (row.deactivatedAt !== null) throw new OidcFailure('deactivated', 'deactivated', row.id);
      if (role === null) throw new OidcFailure('claim_refused', 'no staff value in the role claim', row.id);
      let user = toSessionUser(row);
      if (role && role !== row.role) {
        if (await deps.changeRole(row.id, role)) {
          await audit.record({
            action: 'oidc.role_changed',
            userId: row.id,
            detail: { from: row.role, to: role },
            ...info,
          });
          user = { ...user, role };
        } else {
          // The console would be left without an admin: the claim (a provider's mistake, or a
          // change made there first) does not apply, and the operators are told.
          await audit.record({
            action: 'oidc.role_kept',
            userId: row.id,
            detail: { claimed: role, kept: row.role, reason: 'last_admin' },
            ...info,
          });
          deps.logger.warn(
            { userId: row.id, claimed: role },
            'the single sign-on role claim would demote the last active admin: the role is kept',
          );
        }
      }
      await repo.touch(identity.issuer, identity.subject, clock());
      await audit.record({ action: 'oidc.signed_in', userId: row.id, detail: { issuer: identity.issuer }, ...info });
      return { user, idToken: identity.idToken };
    },

    /** Step-up: the provider signed in again just now, as the subject this account is linked to. */
    async reauthenticate(callbackUrl: URL, pending: OidcPending, userId: number, info: RequestInfo): Promise<void> {
      const identity = await client.complete(callbackUrl, pending);
      if ((await repo.linkedUserId(identity.issuer, identity.subject)) !== userId) {
        throw new OidcFailure('not_linked', 'another subject', userId);
      }
      await audit.record({ action: 'account.reauthenticated', userId, detail: { kind: 'oidc' }, ...info });
    },

    async failed(failure: OidcFailure, info: RequestInfo): Promise<void> {
      await audit.record({
        action: 'oidc.failed',
        userId: failure.userId,
        detail: { reason: failure.reason satisfies OidcFailureReason, error: failure.message.slice(0, 300) },
        ...info,
      });
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
