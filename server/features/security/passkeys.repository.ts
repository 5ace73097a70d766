/** SQL of passkeys (WebAuthn credentials). */
import type { Db } from '../../db';

export function createPasskeysRepository(db: Db) {
  return {
    listForUser(userId: number) {
      return db
        .selectFrom('passkey')
        .select(['id', 'name', 'createdAt', 'lastUsedAt', 'credentialId', 'transports'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute();
    },

    findByCredentialId(credentialId: string) {
      return db.selectFrom('passkey').selectAll().where('credentialId', '=', credentialId).executeTakeFirst();
    },

    async insert(row: {
      userId: number;
      credentialId: string;
      userHandle: string;
      publicKey: string;
      counter: number;
      transports: string;
      name: string;
      createdAt: number;
    }): Promise<void> {
      await db.insertInto('passkey').values(row).execute();
    },

    /**
     * Records a sign-in's counter, in one statement so two requests with the same assertion cannot
     * both pass: the counter must grow, unless the authenticator keeps none (0 on both sides).
     */
    async recordUse(id: number, counter: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('passkey')
        .set({ counter, lastUsedAt: now })
        .where('id', '=', id)
        .where((eb) => (counter === 0 ? eb('counter', '=', 0) : eb('counter', '<', counter)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('passkey')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
