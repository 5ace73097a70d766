/** One-time tokens (email confirmation, password reset): issued hashed, found while live, used once. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, TokenKind } from '../../db/schema';

export async function insertToken(
  db: Db,
  token: { userId: number; kind: TokenKind; tokenHash: string; expiresAt: number },
  now: number,
  executor: Kysely<Database> = db,
) {
  await executor
    .insertInto('userToken')
    .values({ ...token, createdAt: now })
    .execute();
}

export function findLiveToken(
  db: Db,
  tokenHash: string,
  kind: TokenKind,
  now: number,
  executor: Kysely<Database> = db,
) {
  return executor
    .selectFrom('userToken')
    .select(['id', 'userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Whether a token of `kind` (used or expired alike) belongs to an account whose email is confirmed. */
export async function tokenOwnerConfirmed(db: Db, tokenHash: string, kind: TokenKind): Promise<boolean> {
  const row = await db
    .selectFrom('userToken')
    .innerJoin('userAccount', 'userAccount.id', 'userToken.userId')
    .select('userAccount.emailConfirmedAt')
    .where('userToken.tokenHash', '=', tokenHash)
    .where('userToken.kind', '=', kind)
    .executeTakeFirst();
  return row?.emailConfirmedAt != null;
}

/** Marks a token used; false when another request used it first. */
export async function useToken(db: Db, id: number, now: number, executor: Kysely<Database> = db): Promise<boolean> {
  const result = await executor
    .updateTable('userToken')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function expireTokens(
  db: Db,
  userId: number,
  kind: TokenKind,
  now: number,
  executor: Kysely<Database> = db,
) {
  await executor
    .updateTable('userToken')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .execute();
}
