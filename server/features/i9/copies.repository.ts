/** SQL of the copies of Form I-9 documents (front and back), each a stored PDF of our own making. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { copyUrl, type CopyDocument, type CopySide, type I9Copy } from '../../../common/i9-copies';
import type { Database } from '../../db/schema';

export type I9CopyRow = Selectable<Database['i9Copy']>;

const LIST_DOCUMENTS = ['listA', 'listB', 'listC'] as const;

/** The copies of a form as I-9 staff see them, in the order they were attached. */
export async function copiesOf(db: Kysely<Database>, formId: number): Promise<I9Copy[]> {
  const rows = await db
    .selectFrom('i9Copy as c')
    .leftJoin('userAccount as u', 'u.id', 'c.uploadedBy')
    .selectAll('c')
    .select(['u.firstName', 'u.lastName'])
    .where('c.formId', '=', formId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    document: r.document,
    side: r.side,
    source: r.source as I9Copy['source'],
    bytes: r.bytes,
    sha256: r.sha256,
    uploadedBy: r.firstName ? `${r.firstName} ${r.lastName}` : null,
    uploadedAt: new Date(Number(r.uploadedAt)).toISOString(),
    signed: r.signedAt !== null,
    url: copyUrl(r.formId, r.id),
  }));
}

export function copyRow(db: Kysely<Database>, formId: number, copyId: number): Promise<I9CopyRow | undefined> {
  return db.selectFrom('i9Copy').selectAll().where('id', '=', copyId).where('formId', '=', formId).executeTakeFirst();
}

/**
 * Holds the form's row for the rest of `trx` while its copies of `document` may still change:
 * Section 2's lists until Section 2 is signed, Supplement B's while a reverification is due. An
 * upload, a removal and the signing each take this lock first, so none sees the others half done.
 * False when the form is no longer (or not yet) in that state.
 */
export async function holdFormFor(
  trx: Kysely<Database>,
  formId: number,
  document: CopyDocument,
  now: number,
): Promise<boolean> {
  let update = trx.updateTable('i9Form').set({ updatedAt: now }).where('id', '=', formId);
  update =
    document === 'supplementB'
      ? update.where('status', '=', 'complete').where('reverifyBy', 'is not', null)
      : update.where('status', '<>', 'complete');
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The copy of one side of one document still open to change (none once its section is signed). */
export function openCopy(trx: Kysely<Database>, formId: number, document: CopyDocument, side: CopySide) {
  return trx
    .selectFrom('i9Copy')
    .select(['id', 'storageKey'])
    .where('formId', '=', formId)
    .where('document', '=', document)
    .where('side', '=', side)
    .where('signedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertCopy(trx: Kysely<Database>, values: Insertable<Database['i9Copy']>): Promise<number> {
  const row = await trx.insertInto('i9Copy').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Removes a copy not yet part of a signed section; false when there is none such. */
export async function deleteOpenCopy(trx: Kysely<Database>, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('i9Copy').where('id', '=', id).where('signedAt', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The copies of `documents` (signed or not), as [document, side]. */
export function copiesFor(trx: Kysely<Database>, formId: number, documents: readonly CopyDocument[]) {
  if (documents.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('i9Copy')
    .select(['document', 'side'])
    .where('formId', '=', formId)
    .where('document', 'in', [...documents])
    .execute();
}

/**
 * At Section 2's signature: copies of lists the employee did not choose go (their files follow at
 * the next storage sweep), and those of the chosen documents are kept with the form from now on.
 */
export async function signListCopies(
  trx: Kysely<Database>,
  formId: number,
  chosen: readonly CopyDocument[],
  now: number,
): Promise<void> {
  const dropped = LIST_DOCUMENTS.filter((d) => !chosen.includes(d));
  if (dropped.length)
    await trx
      .deleteFrom('i9Copy')
      .where('formId', '=', formId)
      .where('document', 'in', dropped)
      .where('signedAt', 'is', null)
      .execute();
  await signCopies(trx, formId, chosen, now);
}

/** Keeps the open copies of `documents` with the form (their section was just signed). */
export async function signCopies(
  trx: Kysely<Database>,
  formId: number,
  documents: readonly CopyDocument[],
  now: number,
): Promise<void> {
  if (documents.length === 0) return;
  await trx
    .updateTable('i9Copy')
    .set({ signedAt: now })
    .where('formId', '=', formId)
    .where('document', 'in', [...documents])
    .where('signedAt', 'is', null)
    .execute();
}
