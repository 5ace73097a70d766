/** SQL of the links between accounts and their subjects at the OpenID provider, and of those accounts. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, Role } from '../../db/schema';

import { SESSION_USER_COLUMNS } from '../../db/session-user-columns';

/** An account as a sign-in needs it (the session's user, and whether it is deactivated). */
const ACCOUNT_COLUMNS = [...SESSION_USER_COLUMNS, 'deactivatedAt'] as const;

export function createOidcRepository(db: Db) {
  return {
    findAccountById(id: number) {
      return db.selectFrom('userAccount').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    findAccountByEmail(email: string) {
      return db.selectFrom('userAccount').select(ACCOUNT_COLUMNS).where('email', '=', email).executeTakeFirst();
    },

    /** An account made at a first single sign-on: confirmed (the provider verified the address), no password. */
    async insertAccount(
      account: { email: string; passwordHash: string; firstName: string; lastName: string; role: Role },
      now: number,
      executor: Kysely<Database>,
    ): Promise<number> {
      const row = await executor
        .insertInto('userAccount')
        .values({ ...account, emailConfirmedAt: now, passwordChangedAt: now, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The account linked to this subject, if any. */
    async linkedUserId(issuer: string, subject: string): Promise<number | null> {
      const row = await db
        .selectFrom('oidcIdentity')
        .select('userId')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.userId ?? null;
    },

    /** Whether the account is linked to a subject (one provider is configured at a time). */
    async isLinked(userId: number): Promise<boolean> {
      const row = await db.selectFrom('oidcIdentity').select('id').where('userId', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    /** The subject this account is linked to at `issuer`, if any. */
    async subjectOf(userId: number, issuer: string): Promise<string | null> {
      const row = await db
        .selectFrom('oidcIdentity')
        .select('subject')
        .where('userId', '=', userId)
        .where('issuer', '=', issuer)
        .executeTakeFirst();
      return row?.subject ?? null;
    },

    async link(
      link: { userId: number; issuer: string; subject: string },
      now: number,
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await executor
        .insertInto('oidcIdentity')
        .values({ ...link, createdAt: now, lastUsedAt: now })
        .execute();
    },

    async touch(issuer: string, subject: string, now: number): Promise<void> {
      await db
        .updateTable('oidcIdentity')
        .set({ lastUsedAt: now })
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .execute();
    },
  };
}

export type OidcRepository = ReturnType<typeof createOidcRepository>;
