import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // A form the employer hands out: the PDF lives in file storage under a server-made key.
  await db.schema
    .createTable('document_template')
    .addColumn('id', idType, id)
    .addColumn('form_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('signature_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // A template assigned to one user, signed by hand (manual) or electronically.
  await db.schema
    .createTable('document')
    .addColumn('id', idType, id)
    .addColumn('doc_handle', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.references('document_template.id'))
    .addColumn('delivery', 'varchar(20)', (c) => c.notNull())
    .addColumn('form_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('signature_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('source_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('source_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('is_user_action_required', 'smallint', (c) => c.notNull())
    .addColumn('display_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed_key', 'varchar(200)')
    .addColumn('signed_sha256', 'varchar(64)')
    .addColumn('signed_at', 'bigint')
    .addColumn('signed_method', 'varchar(20)')
    .addColumn('is_test', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('create_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('last_update_timestamp', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_user_idx').on('document').columns(['user_id', 'is_test']).execute();

  // Every event of a document: who, when, from where (the audit trail).
  await db.schema
    .createTable('document_event')
    .addColumn('id', idType, id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('event', 'varchar(60)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_event_doc_idx')
    .on('document_event')
    .columns(['document_id', 'created_at'])
    .execute();

  // Built-in e-signature ceremonies: the URL token and the page's ceremony key are stored hashed.
  await db.schema
    .createTable('esign_session')
    .addColumn('id', idType, id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('ceremony_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('return_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('ceremony_expires_at', 'bigint')
    .addColumn('consented_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('outcome', 'varchar(30)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['esign_session', 'document_event', 'document', 'document_template']) {
    await db.schema.dropTable(table).execute();
  }
}
