/** Assigned documents: the candidates they go to, the ones still in play, pages, lookups and guarded changes. */
import type { Kysely, Updateable } from 'kysely';
import { DOCUMENT_STATUS } from '../../../common/documents';
import type { Db } from '../../db';
import type { Database, DocumentTable } from '../../db/schema';

/** Assigned documents (never staff's test ones) with their candidate's address and name. */
const documentsQuery = (db: Db, ids: number[]) =>
  db
    .selectFrom('document')
    .innerJoin('userAccount', 'userAccount.id', 'document.userId')
    .selectAll('document')
    .select(['userAccount.email', 'userAccount.firstName', 'userAccount.lastName', 'userAccount.preferredLanguage'])
    .where('document.id', 'in', ids)
    .where('document.isTest', '=', 0);

/** Confirmed accounts among the (lowercased) addresses. */
export function candidatesByEmail(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('userAccount')
    .select(['id', 'email', 'firstName', 'lastName', 'preferredLanguage'])
    .where('email', 'in', emails)
    .where('emailConfirmedAt', 'is not', null)
    .where('deletedAt', 'is', null)
    .execute();
}

/**
 * The candidates' documents of these templates that are still in play (not cancelled, not
 * completed): assigning one of them again would give the candidate a second row.
 */
export function openAssignments(db: Db, userIds: number[], templateIds: number[], executor: Kysely<Database> = db) {
  if (userIds.length === 0 || templateIds.length === 0) return Promise.resolve([]);
  return executor
    .selectFrom('document')
    .select(['userId', 'templateId'])
    .where('userId', 'in', userIds)
    .where('templateId', 'in', templateIds)
    .where('isTest', '=', 0)
    .where('cancelledAt', 'is', null)
    .where('status', '<>', DOCUMENT_STATUS.completed)
    .execute();
}

/** The API's pages: documents after `afterId` in id order, of one candidate or template when given. */
export function documentsAfter(
  db: Db,
  filter: { afterId: number; limit: number; userId?: number; templateId?: number },
) {
  let query = db
    .selectFrom('document')
    .selectAll()
    .where('id', '>', filter.afterId)
    .where('isTest', '=', 0)
    .where('cancelledAt', 'is', null);
  if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
  if (filter.templateId !== undefined) query = query.where('templateId', '=', filter.templateId);
  return query.orderBy('id').limit(filter.limit).execute();
}

export function findDocument(db: Db, id: number) {
  return documentsQuery(db, [id]).executeTakeFirst();
}

/** Several documents in one query (bulk actions), in no particular order. */
export function findDocuments(db: Db, ids: number[]) {
  return ids.length ? documentsQuery(db, ids).execute() : Promise.resolve([]);
}

/** Changes a document only while it is in the expected state; false when it was not. */
export async function updateDocumentIf(
  db: Db,
  id: number,
  values: Updateable<DocumentTable>,
  expect: { status?: string; reviewStatus?: string; notCancelled?: boolean; unsigned?: boolean },
  executor: Kysely<Database> = db,
): Promise<boolean> {
  let query = executor.updateTable('document').set(values).where('id', '=', id);
  if (expect.unsigned) query = query.where('signedAt', 'is', null);
  if (expect.status) query = query.where('status', '=', expect.status);
  if (expect.reviewStatus) query = query.where('reviewStatus', '=', expect.reviewStatus);
  if (expect.notCancelled) query = query.where('cancelledAt', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
