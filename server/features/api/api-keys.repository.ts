/** SQL of the API keys and of the answers remembered under an Idempotency-Key. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export type IdempotencyRow = Selectable<Database['apiIdempotency']>;

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

    recalled(apiKeyId: number, idempotencyKey: string, since: number): Promise<IdempotencyRow | undefined> {
      return db
        .selectFrom('apiIdempotency')
        .selectAll()
        .where('apiKeyId', '=', apiKeyId)
        .where('idempotencyKey', '=', idempotencyKey)
        .where('createdAt', '>=', since)
        .executeTakeFirst();
    },

    /**
     * Claims a key for a request about to run (status 0 until its answer is stored); false when
     * another request holds it. An older claim under the same key (past the day) is dropped first.
     */
    async reserve(row: Omit<IdempotencyRow, 'id'>, before: number): Promise<boolean> {
      await db
        .deleteFrom('apiIdempotency')
        .where('apiKeyId', '=', row.apiKeyId)
        .where('idempotencyKey', '=', row.idempotencyKey)
        .where('createdAt', '<', before)
        .execute();
      const inserted = await db
        .insertInto('apiIdempotency')
        .values(row)
        .onConflict((oc) => oc.columns(['apiKeyId', 'idempotencyKey']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async complete(apiKeyId: number, idempotencyKey: string, status: number, response: string): Promise<void> {
      await db
        .updateTable('apiIdempotency')
        .set({ status, response })
        .where('apiKeyId', '=', apiKeyId)
        .where('idempotencyKey', '=', idempotencyKey)
        .execute();
    },

    async release(apiKeyId: number, idempotencyKey: string): Promise<void> {
      await db
        .deleteFrom('apiIdempotency')
        .where('apiKeyId', '=', apiKeyId)
        .where('idempotencyKey', '=', idempotencyKey)
        .execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
/** A key with its creator's columns (null when the creator's row is gone). */
export type ApiKeyRow = NonNullable<Awaited<ReturnType<ApiKeysRepository['find']>>>;
