/** SQL of Form I-9 rehires: the application each links to an earlier form, and its Supplement B entry. */
import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export function insertRehire(trx: Kysely<Database>, values: Insertable<Database['i9Rehire']>) {
  return trx.insertInto('i9Rehire').values(values).execute();
}

/** The form's rehire whose Supplement B entry is still due (the latest, should there be two). */
export function pendingRehire(db: Kysely<Database>, formId: number) {
  return db
    .selectFrom('i9Rehire')
    .selectAll()
    .where('formId', '=', formId)
    .where('completedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks the entry recorded; false when another submission recorded it first. */
export async function completeRehire(
  trx: Kysely<Database>,
  id: number,
  values: { completedAt: number; completedBy: number; version: number; rehireDate: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('i9Rehire')
    .set(values)
    .where('id', '=', id)
    .where('completedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The latest rehire date of a form: the hire whose end sets the retention date. */
export async function lastRehireDate(db: Db, formId: number): Promise<string | null> {
  const row = await db
    .selectFrom('i9Rehire')
    .select('rehireDate')
    .where('formId', '=', formId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.rehireDate ?? null;
}

/** The applications rehires link to these forms. */
export function rehireApplications(db: Db, formIds: number[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('i9Rehire')
    .select(['formId', 'applicationId'])
    .where('formId', 'in', formIds)
    .where('applicationId', 'is not', null)
    .orderBy('id')
    .execute();
}
