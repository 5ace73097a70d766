/**
 * The documents' queries: templates and documents, their signed copies, and their trails, each
 * group a file of functions taking the database; this binds them to one.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { Database, DocumentTable, DocumentTemplateTable } from '../../db/schema';
import { insertEvent, listEvents, type NewDocumentEvent, trailOf } from './document-event.queries';
import {
  countUsersWithOutstanding,
  deleteOf,
  findById,
  findOwned,
  findTemplate,
  insertDocument,
  insertTemplate,
  listForUser,
  outstandingElectronic,
  setDelivery,
  update,
} from './document.queries';
import {
  listAwaitingEmployer,
  markCountersigned,
  markSigned,
  rememberDownload,
  replaceSigned,
  wasDownloaded,
} from './signed-copy.queries';

export function createDocumentsRepository(db: Db) {
  return {
    insertTemplate: (values: Insertable<DocumentTemplateTable>) => insertTemplate(db, values),
    findTemplate: (id: number, executor?: Kysely<Database>) => findTemplate(db, id, executor),
    insertDocument: (values: Insertable<DocumentTable>, executor?: Kysely<Database>) =>
      insertDocument(db, values, executor),
    countUsersWithOutstanding: (infoType: string) => countUsersWithOutstanding(db, infoType),
    listForUser: (userId: number) => listForUser(db, userId),
    findOwned: (userId: number, by: { id: number } | { docHandle: string }) => findOwned(db, userId, by),
    findById: (id: number, executor?: Kysely<Database>) => findById(db, id, executor),
    update: (id: number, values: Updateable<DocumentTable>, executor?: Kysely<Database>) =>
      update(db, id, values, executor),
    markSigned: (id: number, values: Updateable<DocumentTable>, executor?: Kysely<Database>) =>
      markSigned(db, id, values, executor),
    outstandingElectronic: (userId: number, infoType: string, executor?: Kysely<Database>) =>
      outstandingElectronic(db, userId, infoType, executor),
    setDelivery: (ids: number[], delivery: DocumentTable['delivery'], at: number, executor?: Kysely<Database>) =>
      setDelivery(db, ids, delivery, at, executor),
    markCountersigned: (id: number, fromKey: string, values: Updateable<DocumentTable>, executor?: Kysely<Database>) =>
      markCountersigned(db, id, fromKey, values, executor),
    listAwaitingEmployer: (status: string) => listAwaitingEmployer(db, status),
    replaceSigned: (id: number, fromKey: string, values: Updateable<DocumentTable>, executor?: Kysely<Database>) =>
      replaceSigned(db, id, fromKey, values, executor),
    insertEvent: (values: NewDocumentEvent, executor?: Kysely<Database>) => insertEvent(db, values, executor),
    deleteOf: (userId: number, unsignedOnly: boolean, executor: Kysely<Database>) =>
      deleteOf(userId, unsignedOnly, executor),
    rememberDownload: (documentId: number, sha256: string, at: number) => rememberDownload(db, documentId, sha256, at),
    wasDownloaded: (documentId: number, sha256: string) => wasDownloaded(db, documentId, sha256),
    trailOf: (documentId: number) => trailOf(db, documentId),
    listEvents: (documentIds: number[]) => listEvents(db, documentIds),
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type DocumentRow = NonNullable<Awaited<ReturnType<DocumentsRepository['findById']>>>;
