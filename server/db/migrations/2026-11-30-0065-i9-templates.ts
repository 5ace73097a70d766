import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Form I-9's official PDF: each edition the employer uploads (templates of kind i9, kept apart from
// onboarding templates so they are never assigned as ordinary documents), its form fields and their
// mapping to the I-9's data elements; and on each form, the edition it is made on and its current
// sealed PDF (each section adds an incremental update and a seal).

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('i9_template')
    .addColumn('id', idType, id)
    // The edition printed on the form ("01/20/25") and the date USCIS says it expires (YYYY-MM-DD).
    .addColumn('edition', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    // JSON: the PDF's form fields [{name, type}] and the mapping {field name: data element}.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    // 1: the mapping was saved by staff (0: the product's suggestion, not confirmed yet).
    .addColumn('mapping_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    // 1: the demonstration stand-in of the demo data.
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    // When the staff were told the edition is about to lapse (once per edition).
    .addColumn('expiry_notice_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.references('user_account.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('i9_form')
    .addColumn('template_id', 'integer', (c) => c.references('i9_template.id'))
    .execute();
  await db.schema.alterTable('i9_form').addColumn('pdf_key', 'varchar(200)').execute();
  await db.schema.alterTable('i9_form').addColumn('pdf_sha256', 'varchar(64)').execute();
  // How many seals the current PDF holds (one per signed part).
  await db.schema
    .alterTable('i9_form')
    .addColumn('pdf_seals', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Every sealed version of a form's PDF, so /verify can say this portal made the file.
  await db.schema
    .createTable('i9_seal')
    .addColumn('id', idType, id)
    .addColumn('form_id', 'integer', (c) => c.notNull().references('i9_form.id').onDelete('cascade'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('i9_seal_sha256_idx').on('i9_seal').column('sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('i9_seal').execute();
  await db.schema.alterTable('i9_form').dropColumn('pdf_seals').execute();
  await db.schema.alterTable('i9_form').dropColumn('pdf_sha256').execute();
  await db.schema.alterTable('i9_form').dropColumn('pdf_key').execute();
  await db.schema.alterTable('i9_form').dropColumn('template_id').execute();
  await db.schema.dropTable('i9_template').execute();
}
