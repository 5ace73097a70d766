/** Templates and documents: adding, finding, listing and changing their rows, and removing a user's. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { Database, DocumentTable, DocumentTemplateTable } from '../../db/schema';

export async function insertTemplate(db: Db, values: Insertable<DocumentTemplateTable>): Promise<number> {
  const row = await db.insertInto('documentTemplate').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findTemplate(db: Db, id: number, executor: Kysely<Database> = db) {
  return executor.selectFrom('documentTemplate').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  values: Insertable<DocumentTable>,
  executor: Kysely<Database> = db,
): Promise<number> {
  const row = await executor.insertInto('document').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** docs/product.md §4: users with an outstanding document (non-INFO, user action required; tests excluded). */
export async function countUsersWithOutstanding(db: Db, infoType: string): Promise<number> {
  const row = await db
    .selectFrom('document')
    .select((eb) => eb.fn.count<number>('userId').distinct().as('n'))
    .where('isTest', '=', 0)
    .where('cancelledAt', 'is', null)
    .where('isUserActionRequired', '=', 1)
    .where('signatureType', '<>', infoType)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's documents (test documents of the doc check excluded). */
export function listForUser(db: Db, userId: number) {
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
}

/** One document, only if it belongs to the user (SECURITY 8.3.1) and was not cancelled. */
export function findOwned(db: Db, userId: number, by: { id: number } | { docHandle: string }) {
  let query = db.selectFrom('document').selectAll().where('userId', '=', userId).where('cancelledAt', 'is', null);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('docHandle', '=', by.docHandle);
  return query.executeTakeFirst();
}

export function findById(db: Db, id: number, executor: Kysely<Database> = db) {
  return executor.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function update(
  db: Db,
  id: number,
  values: Updateable<DocumentTable>,
  executor: Kysely<Database> = db,
): Promise<void> {
  await executor.updateTable('document').set(values).where('id', '=', id).execute();
}

/** A user's unsigned electronic forms that ask for their action (not INFO, not credentials, not cancelled). */
export async function outstandingElectronic(
  db: Db,
  userId: number,
  infoType: string,
  executor: Kysely<Database> = db,
): Promise<number[]> {
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
}

export async function setDelivery(
  db: Db,
  ids: number[],
  delivery: DocumentTable['delivery'],
  at: number,
  executor: Kysely<Database> = db,
) {
  if (ids.length === 0) return;
  await executor.updateTable('document').set({ delivery, lastUpdateTimestamp: at }).where('id', 'in', ids).execute();
}

/**
 * Account deletion: documents never signed go (`unsignedOnly`; signed ones are kept, see
 * common/privacy.ts), or all of them once their retention ends. Returns the files they alone held.
 */
export async function deleteOf(userId: number, unsignedOnly: boolean, executor: Kysely<Database>): Promise<string[]> {
  let query = executor.deleteFrom('document').where('userId', '=', userId);
  if (unsignedOnly) query = query.where('signedKey', 'is', null);
  const rows = await query.returning(['isTest', 'sourceKey', 'signedKey']).execute();
  // A test document's source is its own file; an assigned one shares its template's.
  return rows.flatMap((r) => [...(Number(r.isTest) === 1 ? [r.sourceKey] : []), ...(r.signedKey ? [r.signedKey] : [])]);
}
