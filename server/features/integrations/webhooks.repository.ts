/** SQL of the webhook endpoints and their deliveries. */
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export type EndpointRow = Selectable<Database['webhookEndpoint']>;
export type DeliveryRow = Selectable<Database['webhookDelivery']>;

export function createWebhooksRepository(db: Db) {
  return {
    list(): Promise<EndpointRow[]> {
      return db.selectFrom('webhookEndpoint').selectAll().orderBy('id').execute();
    },

    find(id: number): Promise<EndpointRow | undefined> {
      return db.selectFrom('webhookEndpoint').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Enabled endpoints, read in the transaction of the change that publishes an event. */
    enabled(executor: Kysely<Database>): Promise<EndpointRow[]> {
      return executor.selectFrom('webhookEndpoint').selectAll().where('enabled', '=', 1).execute();
    },

    async insert(row: Omit<EndpointRow, 'id' | 'enabled' | 'failingSince' | 'disabledReason'>): Promise<number> {
      const { id } = await db
        .insertInto('webhookEndpoint')
        .values({ ...row, enabled: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(
      id: number,
      patch: Partial<Pick<EndpointRow, 'enabled' | 'events' | 'description' | 'failingSince' | 'disabledReason'>>,
    ): Promise<boolean> {
      const result = await db.updateTable('webhookEndpoint').set(patch).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('webhookEndpoint').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async insertDeliveries(
      executor: Kysely<Database>,
      rows: Omit<DeliveryRow, 'id' | 'attempts' | 'lockedUntil' | 'responseStatus' | 'lastError' | 'deliveredAt'>[],
    ): Promise<void> {
      if (rows.length) await executor.insertInto('webhookDelivery').values(rows).execute();
    },

    /** The delivery inserted as it is (a test event, already sent). */
    async insertDelivery(row: Omit<DeliveryRow, 'id' | 'lockedUntil'>): Promise<number> {
      const { id } = await db.insertInto('webhookDelivery').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Queues a delivery to be sent again now, the same row; false while an instance is sending it
     * (its claim has not run out).
     */
    async resend(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('webhookDelivery')
        .set({ status: 'pending', nextAttemptAt: now, lastError: null, responseStatus: null, deliveredAt: null })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    deliveries(endpointId: number, limit: number): Promise<DeliveryRow[]> {
      return db
        .selectFrom('webhookDelivery')
        .selectAll()
        .where('endpointId', '=', endpointId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findDelivery(id: number): Promise<DeliveryRow | undefined> {
      return db.selectFrom('webhookDelivery').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async settle(
      id: number,
      outcome: Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'responseStatus' | 'lastError' | 'deliveredAt'>,
    ): Promise<void> {
      await db
        .updateTable('webhookDelivery')
        .set({ ...outcome, lockedUntil: null })
        .where('id', '=', id)
        .execute();
    },

    /** Addresses of active admins (an endpoint turned off is their business). */
    /** The active admins' addresses, with the language each reads mail in (null: never chosen). */
    adminEmails(executor: Kysely<Database>): Promise<{ email: string; preferredLanguage: string | null }[]> {
      return executor
        .selectFrom('userAccount')
        .select(['email', 'preferredLanguage'])
        .where('role', '=', 'admin')
        .where('deletedAt', 'is', null)
        .where('deactivatedAt', 'is', null)
        .execute();
    },

    transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
