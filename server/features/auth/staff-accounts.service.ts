/**
 * Staff accounts (/admin/staff, admin role only): invite by email (the invitee sets a password
 * through the password-reset link and mail machinery), change role, deactivate. Deactivation ends
 * every session and session token at once; an admin can neither deactivate nor demote themself,
 * and the last active administrator stays one.
 */
import { z } from 'zod';
import { nameSchema } from '../../../common/auth-schemas';
import {
  STAFF_ACCOUNT_LIMITS as LIMITS,
  STAFF_ACCOUNT_MESSAGES as M,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '../../../common/staff-accounts';
import { parsePermissions } from '../../../common/staff-roles';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parseFields } from '../../lib/parse-fields';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueMail } from '../mail/outbox';
import { staffInviteMail } from './auth.mail';
import type { AuthRepository } from './auth.repository';
import { NO_PASSWORD, normalizeEmail } from './auth.service';
import type { StaffAccountsRepository } from './staff-accounts.repository';
import { idOrNotFound } from '../../lib/ids';

/** How long an invitation's link lets the invitee set a password. */
const STAFF_INVITE_TTL_MS = 72 * 3_600_000;

// The registration's name rule, with this form's wording.
// Messages are read when a value is checked, in that request's language.
const name = (label: string, required: () => string) =>
  nameSchema(label, { required, tooLong: () => M.nameTooLong }, LIMITS.name);
const role = z.enum(STAFF_ROLES, { error: () => M.roleRequired });

const inviteSchema = z.object({
  email: z
    .string({ error: () => M.emailInvalid })
    .trim()
    .max(LIMITS.email, { error: () => M.emailInvalid })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\s@\u0000-\u001f]+@[^\s@\u0000-\u001f]+$/, { error: () => M.emailInvalid }),
  firstName: name('First name', () => M.firstNameRequired),
  lastName: name('Last name', () => M.lastNameRequired),
  role,
});
const roleSchema = z.object({ role });
const permissionsSchema = z.object({
  permissions: z.array(z.enum(STAFF_PERMISSIONS, { error: () => M.permissionUnknown })).max(STAFF_PERMISSIONS.length),
});

export interface StaffAccountsDeps {
  repo: StaffAccountsRepository;
  accounts: AuthRepository;
  db: Db;
  clock: Clock;
  audit: AuditLog;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}

const accountId = (value: unknown) => idOrNotFound(value, M.notFound);

export function createStaffAccountsService(deps: StaffAccountsDeps) {
  const { repo, accounts, db, clock, audit, site } = deps;

  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return row;
  }

  type AccountRow = NonNullable<Awaited<ReturnType<StaffAccountsRepository['account']>>>;
  const toAccount = (r: AccountRow): StaffAccount => ({
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    role: r.role as StaffRole,
    invited: r.emailConfirmedAt === null,
    deactivatedAt: r.deactivatedAt === null ? null : new Date(Number(r.deactivatedAt)).toISOString(),
    permissions: parsePermissions(r.staffPermissions),
  });

  async function get(id: number): Promise<StaffAccount> {
    const found = await repo.account(id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return toAccount(found);
  }

  /** Every account; `actorId`'s own is marked, so the screen offers no action on it. */
  async function list(actorId?: number): Promise<StaffAccount[]> {
    return (await repo.list()).map((r) => ({ ...toAccount(r), self: r.id === actorId }));
  }

  /** Self-service is refused: nobody locks the console's last door from the inside. */
  function notSelf(id: number, actorId: number) {
    if (id === actorId) throw new AppError(ErrorCode.FORBIDDEN, M.notYourself);
  }

  /**
   * The one rule of every role change, by an admin here or by the single sign-on's role claim:
   * false (and nothing changed) when it would leave no active administrator.
   */
  function changeRole(id: number, to: StaffRole): Promise<boolean> {
    return repo.setRole(id, to, clock());
  }

  return {
    /** GET /api/staff/accounts */
    list,
    changeRole,

    /** POST /api/staff/accounts: the account and its set-a-password mail, in one transaction. */
    async invite(input: unknown, actorId: number): Promise<StaffAccount> {
      const data = parseFields(inviteSchema, input, M.invalidForm);
      const email = normalizeEmail(data.email);
      const taken = () => new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields: { email: M.emailTaken } });
      if (await accounts.findUserByEmail(email)) throw taken();
      const now = clock();
      const token = randomToken();
      const id = await db.transaction().execute(async (trx) => {
        // Two invitations of one address at once: the unique email index decides, not a 500.
        const userId = await accounts
          .insertUser(
            {
              email,
              passwordHash: NO_PASSWORD,
              firstName: data.firstName,
              lastName: data.lastName,
              role: data.role,
              emailConfirmedAt: null,
            },
            now,
            trx,
          )
          .catch((err: unknown) => {
            throw isUniqueViolation(err) ? taken() : err;
          });
        await accounts.insertToken(
          { userId, kind: 'reset_password', tokenHash: sha256Hex(token), expiresAt: now + STAFF_INVITE_TTL_MS },
          now,
          trx,
        );
        await enqueueMail(trx, staffInviteMail(site, { email, firstName: data.firstName }, token), now);
        return userId;
      });
      deps.mailQueued();
      await audit.record({ action: 'staff.invite', actorId, userId: id, detail: { role: data.role } });
      return get(id);
    },

    /** PUT /api/staff/accounts/{id}/role {role} */
    async setRole(idInput: unknown, input: unknown, actorId: number): Promise<StaffAccount> {
      const id = accountId(idInput);
      const { role: to } = parseFields(roleSchema, input, M.invalidForm);
      const row = await existing(id);
      if (row.role === to) return get(id);
      notSelf(id, actorId);
      if (!(await changeRole(id, to))) throw new AppError(ErrorCode.CONFLICT, M.lastAdmin);
      await audit.record({ action: 'staff.role', actorId, userId: id, detail: { from: row.role, to } });
      return get(id);
    },

    /**
     * PUT /api/staff/accounts/{id}/permissions {permissions}: what the account may open beyond its
     * role. Read with the session on every request, so a withdrawal holds at the next request.
     */
    async setPermissions(idInput: unknown, input: unknown, actorId: number): Promise<StaffAccount> {
      const id = accountId(idInput);
      const { permissions } = parseFields(permissionsSchema, input, M.invalidForm);
      const row = await existing(id);
      const from = parsePermissions(row.staffPermissions);
      const to = STAFF_PERMISSIONS.filter((p) => permissions.includes(p));
      if (from.join(' ') === to.join(' ')) return get(id);
      await repo.setPermissions(id, to.join(' '), clock());
      await audit.record({ action: 'staff.permissions', actorId, userId: id, detail: { from, to } });
      return get(id);
    },

    /** POST /api/staff/accounts/{id}/sessions/end: signed out on every device; they can sign in again. */
    async endSessions(idInput: unknown, actorId: number): Promise<StaffAccount> {
      const id = accountId(idInput);
      await existing(id);
      notSelf(id, actorId);
      const ended = await repo.endSessions(id, clock());
      await audit.record({ action: 'staff.sessions_ended', actorId, userId: id, detail: { sessions: ended } });
      return get(id);
    },

    /** POST /api/staff/accounts/{id}/deactivate: signed out everywhere at once, sign-in refused. */
    async deactivate(idInput: unknown, actorId: number): Promise<StaffAccount> {
      const id = accountId(idInput);
      const row = await existing(id);
      notSelf(id, actorId);
      if (row.deactivatedAt !== null) throw new AppError(ErrorCode.CONFLICT, M.alreadyDeactivated);
      if (!(await repo.deactivate(id, clock()))) throw new AppError(ErrorCode.CONFLICT, M.lastAdmin);
      await audit.record({ action: 'staff.deactivate', actorId, userId: id });
      return get(id);
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
