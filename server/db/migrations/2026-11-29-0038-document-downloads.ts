import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The SHA-256 of each filled form a candidate was given to download, so that uploading it back
// unchanged (a blank, unsigned copy) is refused, whatever day the form was filled on. And an
// uploaded copy of an electronic document waits for staff review as a hard copy's does: the
// templates stored before that rule take it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_download')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_download_pk', ['document_id', 'sha256'])
    .execute();
  await db.updateTable('document_template').set({ review_uploads: 1 }).where('delivery', '=', 'electronic').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_download').execute();
}
