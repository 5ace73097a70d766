/** A document's signed copy: recorded once, countersigned, replaced by a newer version; filled forms given out. */
import type { Kysely, Updateable } from 'kysely';
import { DOCUMENT_STATUS } from '../../../common/documents';
import type { Db } from '../../db';
import type { Database, DocumentTable } from '../../db/schema';

/** Records the signed copy unless the document already has one; false when another won. */
export async function markSigned(
  db: Db,
  id: number,
  values: Updateable<DocumentTable>,
  executor: Kysely<Database> = db,
): Promise<boolean> {
  const result = await executor
    .updateTable('document')
    .set(values)
    .where('id', '=', id)
    .where('signedKey', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The employer's countersigned copy replaces the candidate's, only while that one is still `fromKey` and waiting. */
export async function markCountersigned(
  db: Db,
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
}

/** Documents waiting for the employer's countersignature, with their candidate, the earliest due first. */
export function listAwaitingEmployer(db: Db, status: string) {
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
}

/** Swaps the completed copy for a newer version of it, only while it is still `fromKey`. */
export async function replaceSigned(
  db: Db,
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
}

/** Keeps the hash of a filled form the candidate was given (once per distinct file). */
export async function rememberDownload(db: Db, documentId: number, sha256: string, at: number): Promise<void> {
  await db
    .insertInto('documentDownload')
    .values({ documentId, sha256, createdAt: at })
    .onConflict((oc) => oc.columns(['documentId', 'sha256']).doNothing())
    .execute();
}

/** Whether these bytes (by hash) are a filled form the candidate was given for this document. */
export async function wasDownloaded(db: Db, documentId: number, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('documentDownload')
    .select('documentId')
    .where('documentId', '=', documentId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row !== undefined;
}
