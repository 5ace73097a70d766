import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A template says whether an uploaded signed copy waits for staff review (hard copies do by
// default) and whether an informational document asks the candidate to acknowledge it; a declined
// document keeps the reason its signer gave, for staff. A document copies the acknowledgement
// setting when it is assigned, as it copies its title and signature type.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document_template')
    .addColumn('review_uploads', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('document_template')
    .addColumn('acknowledge', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('document_template').set({ review_uploads: 1 }).where('delivery', '=', 'manual').execute();
  await db.schema.alterTable('document').addColumn('declined_reason', sql.raw('text')).execute();
  await db.schema
    .alterTable('document')
    .addColumn('acknowledge', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['acknowledge', 'declined_reason']) {
    await db.schema.alterTable('document').dropColumn(name).execute();
  }
  for (const name of ['acknowledge', 'review_uploads']) {
    await db.schema.alterTable('document_template').dropColumn(name).execute();
  }
}
