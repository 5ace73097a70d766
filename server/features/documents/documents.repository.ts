import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { DOCUMENT_STATUS } from '../../../common/documents';
import type { Db } from '../../db';
import type { Database, DocumentEventTable, DocumentTable, DocumentTemplateTable } from '../../db/schema';

export function createDocumentsRepository(db: Db) {
  return {
    async insertTemplate(values: Insertable<DocumentTemplateTable>): Promise<number> {
      const row = await db.insertInto('documentTemplate').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    findTemplate(id: number, executor: Kysely<Database> = db) {
      return executor.selectFrom('documentTemplate').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertDocument(values: Insertable<DocumentTable>, executor: Kysely<Database> = db): Promise<number> {
      const row = await executor.insertInto('document').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** docs/product.md §4: users with an outstanding document (non-INFO, user action required; tests excluded). */
    async countUsersWithOutstanding(infoType: string): Promise<number> {
      const row = await db
        .selectFrom('document')
        .select((eb) => eb.fn.count<number>('userId').distinct().as('n'))
        .where('isTest', '=', 0)
        .where('cancelledAt', 'is', null)
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
        .where('cancelledAt', 'is', null)
        .orderBy('displayLevel')
        .orderBy('lastUpdateTimestamp')
        .orderBy('id')
        .execute();
    },

    /** One document, only if it belongs to the user (SECURITY 8.3.1) and was not cancelled. */
    findOwned(userId: number, by: { id: number } | { docHandle: string }) {
      let query = db.selectFrom('document').selectAll().where('userId', '=', userId).where('cancelledAt', 'is', null);
      query = 'id' in by ? query.where('id', '=', by.id) : query.where('docHandle', '=', by.docHandle);
      return query.executeTakeFirst();
    },

    findById(id: number, executor: Kysely<Database> = db) {
      return executor.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async update(id: number, values: Updateable<DocumentTable>, executor: Kysely<Database> = db): Promise<void> {
      await executor.updateTable('document').set(values).where('id', '=', id).execute();
    },

    /** Records the signed copy unless the document already has one; false when another won. */
    async markSigned(id: number, values: Updateable<DocumentTable>, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor
        .updateTable('document')
        .set(values)
        .where('id', '=', id)
        .where('signedKey', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A user's unsigned electronic forms that ask for their action (not INFO, not credentials, not cancelled). */
    async outstandingElectronic(userId: number, infoType: string, executor: Kysely<Database> = db): Promise<number[]> {
      const rows = await executor
        .selectFrom('document')
        .select('id')
        .where('userId', '=', userId)
        .where('isTest', '=', 0)
        .where('cancelledAt', 'is', null)
        .where('delivery', '=', 'electronic')
        .where('kind', '=', 'form')
        .where('signedKey', 'is', null)
        .where('isUserActionRequired', '=', 1)
        .where('signatureType', '<>', infoType)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    async setDelivery(ids: number[], delivery: DocumentTable['delivery'], at: number, executor: Kysely<Database> = db) {
      if (ids.length === 0) return;
      await executor
        .updateTable('document')
        .set({ delivery, lastUpdateTimestamp: at })
        .where('id', 'in', ids)
        .execute();
    },

    /** The employer's countersigned copy replaces the candidate's, only while that one is still `fromKey` and waiting. */
    async markCountersigned(
      id: number,
      fromKey: string,
      values: Updateable<DocumentTable>,
      executor: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('document')
        .set(values)
        .where('id', '=', id)
        .where('signedKey', '=', fromKey)
        .where('status', '=', DOCUMENT_STATUS.awaitingEmployer)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Documents waiting for the employer's countersignature, with their candidate, the earliest due first. */
    listAwaitingEmployer(status: string) {
      return db
        .selectFrom('document')
        .innerJoin('userAccount', 'userAccount.id', 'document.userId')
        .select([
          'document.id',
          'document.formTitle',
          'document.signedAt',
          'document.employerDueAt',
          'userAccount.firstName',
          'userAccount.lastName',
          'userAccount.email',
        ])
        .where('document.status', '=', status)
        .where('document.cancelledAt', 'is', null)
        .where('document.isTest', '=', 0)
        .orderBy('document.employerDueAt')
        .orderBy('document.id')
        .limit(500)
        .execute();
    },

    /** Swaps the completed copy for a newer version of it, only while it is still `fromKey`. */
    async replaceSigned(
      id: number,
      fromKey: string,
      values: Updateable<DocumentTable>,
      executor: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('document')
        .set(values)
        .where('id', '=', id)
        .where('signedKey', '=', fromKey)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertEvent(
      values: {
        documentId: number;
        userId: number | null;
        event: string;
        source: 'server' | 'browser';
        detail: Record<string, unknown> | null;
        ip: string;
        userAgent: string;
        createdAt: number;
      },
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await executor
        .insertInto('documentEvent')
        .values({
          ...values,
          detail: values.detail ? JSON.stringify(values.detail) : null,
          ip: values.ip.slice(0, 64),
          userAgent: values.userAgent.slice(0, 500),
        })
        .execute();
    },

    /**
     * Account deletion: documents never signed go (`unsignedOnly`; signed ones are kept, see
     * common/privacy.ts), or all of them once their retention ends. Returns the files they alone held.
     */
    async deleteOf(userId: number, unsignedOnly: boolean, executor: Kysely<Database>): Promise<string[]> {
      let query = executor.deleteFrom('document').where('userId', '=', userId);
      if (unsignedOnly) query = query.where('signedKey', 'is', null);
      const rows = await query.returning(['isTest', 'sourceKey', 'signedKey']).execute();
      // A test document's source is its own file; an assigned one shares its template's.
      return rows.flatMap((r) => [
        ...(Number(r.isTest) === 1 ? [r.sourceKey] : []),
        ...(r.signedKey ? [r.signedKey] : []),
      ]);
    },

    /** Keeps the hash of a filled form the candidate was given (once per distinct file). */
    async rememberDownload(documentId: number, sha256: string, at: number): Promise<void> {
      await db
        .insertInto('documentDownload')
        .values({ documentId, sha256, createdAt: at })
        .onConflict((oc) => oc.columns(['documentId', 'sha256']).doNothing())
        .execute();
    },

    /** Whether these bytes (by hash) are a filled form the candidate was given for this document. */
    async wasDownloaded(documentId: number, sha256: string): Promise<boolean> {
      const row = await db
        .selectFrom('documentDownload')
        .select('documentId')
        .where('documentId', '=', documentId)
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One document's trail, oldest first, with the name of whoever took each step (none: the portal). */
    trailOf(documentId: number) {
      return db
        .selectFrom('documentEvent')
        .leftJoin('userAccount', 'userAccount.id', 'documentEvent.userId')
        .select(['documentEvent.event', 'documentEvent.createdAt', 'userAccount.firstName', 'userAccount.lastName'])
        .where('documentEvent.documentId', '=', documentId)
        .orderBy('documentEvent.createdAt')
        .orderBy('documentEvent.id')
        .execute();
    },

    /** The trails of several documents in one query, each oldest first. */
    async listEvents(documentIds: number[]) {
      const byDocument = new Map(documentIds.map((id) => [id, [] as Selectable<DocumentEventTable>[]]));
      if (documentIds.length === 0) return byDocument;
      const rows = await db
        .selectFrom('documentEvent')
        .selectAll()
        .where('documentId', 'in', documentIds)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      for (const row of rows) byDocument.get(row.documentId)?.push(row);
      return byDocument;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type DocumentRow = NonNullable<Awaited<ReturnType<DocumentsRepository['findById']>>>;
