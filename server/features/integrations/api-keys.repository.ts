/** SQL of the API keys. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

/** The account of a key's creator, as far as whether the key may still work goes (all null: no row). */
const CREATOR_COLUMNS = [
  'u.firstName as creatorFirstName',
  'u.lastName as creatorLastName',
  'u.role as creatorRole',
  'u.deactivatedAt as creatorDeactivatedAt',
  'u.deletedAt as creatorDeletedAt',
] as const;

export function createApiKeysRepository(db: Db) {
  /** Each key with its creator's account, read in the same statement. */
  const keys = () =>
    db
      .selectFrom('apiKey as k')
      .leftJoin('userAccount as u', 'u.id', 'k.createdBy')
      .selectAll('k')
      .select(CREATOR_COLUMNS);

  return {
    list() {
      return keys().orderBy('k.id').execute();
    },

    find(id: number) {
      return keys().where('k.id', '=', id).executeTakeFirst();
    },

    byHash(keyHash: string) {
      return keys().where('k.keyHash', '=', keyHash).executeTakeFirst();
    },

    /** The would-be creator of a new key, in the same columns. */
    creator(userId: number) {
      return db.selectFrom('userAccount as u').select(CREATOR_COLUMNS).where('u.id', '=', userId).executeTakeFirst();
    },

    async insert(row: Omit<Selectable<Database['apiKey']>, 'id' | 'lastUsedAt' | 'revokedAt'>): Promise<number> {
      const { id } = await db.insertInto('apiKey').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async revoke(id: number, at: number): Promise<void> {
      await db
        .updateTable('apiKey')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .execute();
    },

    async touch(id: number, at: number): Promise<void> {
      await db.updateTable('apiKey').set({ lastUsedAt: at }).where('id', '=', id).execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
/** A key with its creator's columns (null when the creator's row is gone). */
export type ApiKeyRow = NonNullable<Awaited<ReturnType<ApiKeysRepository['find']>>>;
