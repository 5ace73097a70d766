import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Form I-9: copies (front and back) of the documents examined, each a stored file of our own
// re-encoding, kept with the form once the section that records the document is signed; a receipt's
// 90-day follow-up (its due date and when I-9 staff were told); and the kind of a version that is
// not a section's first entry nor a correction (the actual document that replaced a receipt).

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('i9_copy')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('i9_form.id').onDelete('cascade'))
    // listA | listB | listC | supplementB
    .addColumn('document', 'varchar(12)', (c) => c.notNull())
    // front | back
    .addColumn('side', 'varchar(5)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // What was uploaded: pdf | png | jpeg (the stored file is always a PDF).
    .addColumn('source', 'varchar(5)', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('user_account.id'))
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    // When the section recording the document was signed; until then the copy may be removed.
    .addColumn('signed_at', 'bigint')
    .execute();
  await db.schema.createIndex('i9_copy_form_idx').on('i9_copy').columns(['form_id', 'document', 'side']).execute();

  // YYYY-MM-DD: 90 days after the first day of work while a receipt stands for a document; null otherwise.
  await db.schema.alterTable('i9_form').addColumn('receipt_due', 'varchar(10)').execute();
  await db.schema.alterTable('i9_form').addColumn('receipt_notice_at', 'bigint').execute();
  // null: a section's entry or a correction; 'receipt': the actual document that replaced a receipt.
  await db.schema.alterTable('i9_version').addColumn('kind', 'varchar(20)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('i9_version').dropColumn('kind').execute();
  await db.schema.alterTable('i9_form').dropColumn('receipt_notice_at').execute();
  await db.schema.alterTable('i9_form').dropColumn('receipt_due').execute();
  await db.schema.dropTable('i9_copy').execute();
}
