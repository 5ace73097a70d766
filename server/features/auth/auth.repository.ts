import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, Role, TokenKind } from '../../db/schema';

import { SESSION_USER_COLUMNS } from '../../db/session-user-columns';

const USER_COLUMNS = [...SESSION_USER_COLUMNS, 'passwordHash', 'passwordChangedAt', 'deactivatedAt'] as const;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailConfirmedAt: number | null;
  /** The zone the person reads times in (IANA); absent: not known yet. */
  timeZone?: string | null;
}

export function createAuthRepository(db: Db) {
  return {
    db,

    findUserByEmail(email: string, executor: Kysely<Database> = db) {
      return executor.selectFrom('userAccount').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
    },

    findUserById(id: number, executor: Kysely<Database> = db) {
      return executor.selectFrom('userAccount').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async insertUser(user: NewUser, now: number, executor: Kysely<Database> = db): Promise<number> {
      const row = await executor
        .insertInto('userAccount')
        .values({ ...user, passwordChangedAt: now, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertToken(
      token: { userId: number; kind: TokenKind; tokenHash: string; expiresAt: number },
      now: number,
      executor: Kysely<Database> = db,
    ) {
      await executor
        .insertInto('userToken')
        .values({ ...token, createdAt: now })
        .execute();
    },

    findLiveToken(tokenHash: string, kind: TokenKind, now: number, executor: Kysely<Database> = db) {
      return executor
        .selectFrom('userToken')
        .select(['id', 'userId', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .where('kind', '=', kind)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
    },

    /** Whether a token of `kind` (used or expired alike) belongs to an account whose email is confirmed. */
    async tokenOwnerConfirmed(tokenHash: string, kind: TokenKind): Promise<boolean> {
      const row = await db
        .selectFrom('userToken')
        .innerJoin('userAccount', 'userAccount.id', 'userToken.userId')
        .select('userAccount.emailConfirmedAt')
        .where('userToken.tokenHash', '=', tokenHash)
        .where('userToken.kind', '=', kind)
        .executeTakeFirst();
      return row?.emailConfirmedAt != null;
    },

    /** Marks a token used; false when another request used it first. */
    async useToken(id: number, now: number, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor
        .updateTable('userToken')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async expireTokens(userId: number, kind: TokenKind, now: number, executor: Kysely<Database> = db) {
      await executor
        .updateTable('userToken')
        .set({ usedAt: now })
        .where('userId', '=', userId)
        .where('kind', '=', kind)
        .where('usedAt', 'is', null)
        .execute();
    },

    async confirmEmail(userId: number, now: number, executor: Kysely<Database> = db) {
      await executor
        .updateTable('userAccount')
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where('id', '=', userId)
        .where('emailConfirmedAt', 'is', null)
        .execute();
    },

    async setPassword(userId: number, passwordHash: string, now: number, executor: Kysely<Database> = db) {
      await executor
        .updateTable('userAccount')
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where('id', '=', userId)
        .execute();
    },

    async setName(userId: number, name: { firstName: string; lastName: string }, now: number) {
      await db
        .updateTable('userAccount')
        .set({ ...name, updatedAt: now })
        .where('id', '=', userId)
        .execute();
    },

    async deleteSessionsOf(userId: number, executor: Kysely<Database> = db) {
      await executor.deleteFrom('session').where('userId', '=', userId).execute();
    },

    /** Every session token issued before this call stops working. */
    async bumpSessionVersion(userId: number, executor: Kysely<Database> = db) {
      await executor
        .updateTable('userAccount')
        .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },

    async deletedBefore(cutoff: number): Promise<number[]> {
      const rows = await db
        .selectFrom('userAccount')
        .select('id')
        .where('deletedAt', 'is not', null)
        .where('deletedAt', '<', cutoff)
        .execute();
      return rows.map((r) => r.id);
    },

    async deleteDeleted(userId: number, executor: Kysely<Database>) {
      await executor.deleteFrom('userAccount').where('id', '=', userId).where('deletedAt', 'is not', null).execute();
    },

    /** Account deletion: the row stays (kept records refer to it) but names no one and opens nothing. */
    async anonymise(userId: number, now: number, executor: Kysely<Database>) {
      await executor
        .updateTable('userAccount')
        .set((eb) => ({
          email: `deleted-${userId}@deleted.invalid`,
          passwordHash: '!deleted',
          firstName: 'Deleted',
          lastName: 'Account',
          emailConfirmedAt: null,
          edgeCandidateId: null,
          deletedAt: now,
          updatedAt: now,
          // Session tokens issued before the deletion stop working with the sessions.
          sessionVersion: eb('sessionVersion', '+', 1),
        }))
        .where('id', '=', userId)
        .execute();
      await executor.deleteFrom('userToken').where('userId', '=', userId).execute();
      await executor.deleteFrom('session').where('userId', '=', userId).execute();
      // Second factors go with the account (kept rows would hold secrets for no one).
      await executor.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
      await executor.deleteFrom('authFactor').where('userId', '=', userId).execute();
      await executor.deleteFrom('passkey').where('userId', '=', userId).execute();
      await executor.deleteFrom('oidcIdentity').where('userId', '=', userId).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
