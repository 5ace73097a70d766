import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { DocumentTable, DocumentTemplateTable } from '../../db/schema';

export function createDocumentsRepository(db: Db) {
  return {
    async insertTemplate(values: Insertable<DocumentTemplateTable>): Promise<number> {
      const row = await db.insertInto('documentTemplate').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    findTemplate(id: number) {
      return db.selectFrom('documentTemplate').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertDocument(values: Insertable<DocumentTable>): Promise<number> {
      const row = await db.insertInto('document').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** SPEC §4: users with an outstanding document (non-INFO, user action required; tests excluded). */
    async countUsersWithOutstanding(infoType: string): Promise<number> {
      const row = await db
        .selectFrom('document')
        .select((eb) => eb.fn.count<number>('userId').distinct().as('n'))
        .where('isTest', '=', 0)
        .where('isUserActionRequired', '=', 1)
        .where('signatureType', '<>', infoType)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A user's documents (test documents of the doc check excluded). */
    listForUser(userId: number) {
      return db
        .selectFrom('document')
        .selectAll()
        .where('userId', '=', userId)
        .where('isTest', '=', 0)
        .orderBy('displayLevel')
        .orderBy('lastUpdateTimestamp')
        .orderBy('id')
        .execute();
    },

    /** One document, only if it belongs to the user (SECURITY 8.3.1). */
    findOwned(userId: number, by: { id: number } | { docHandle: string }) {
      let query = db.selectFrom('document').selectAll().where('userId', '=', userId);
      query = 'id' in by ? query.where('id', '=', by.id) : query.where('docHandle', '=', by.docHandle);
      return query.executeTakeFirst();
    },

    findById(id: number) {
      return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async update(id: number, values: Updateable<DocumentTable>): Promise<void> {
      await db.updateTable('document').set(values).where('id', '=', id).execute();
    },

    async insertEvent(values: {
      documentId: number;
      userId: number | null;
      event: string;
      source: 'server' | 'browser';
      detail: Record<string, unknown> | null;
      ip: string;
      userAgent: string;
      createdAt: number;
    }): Promise<void> {
      await db
        .insertInto('documentEvent')
        .values({
          ...values,
          detail: values.detail ? JSON.stringify(values.detail) : null,
          ip: values.ip.slice(0, 64),
          userAgent: values.userAgent.slice(0, 500),
        })
        .execute();
    },

    listEvents(documentId: number) {
      return db
        .selectFrom('documentEvent')
        .selectAll()
        .where('documentId', '=', documentId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type DocumentRow = NonNullable<Awaited<ReturnType<DocumentsRepository['findById']>>>;
