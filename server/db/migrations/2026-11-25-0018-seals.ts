import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// PAdES seals on completed PDFs: the seal state of a document, every sealed version's hash (so
// /verify knows a file this portal produced), the time-stamp retries (an outbox-style queue), the
// certificates seals were made with, and the ESIGN Act consents with their disclosure version.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // sealed, timestamp_pending or timestamped; null for copies that are not ours to seal (uploads).
  await db.schema.alterTable('document').addColumn('seal_state', 'varchar(30)').execute();

  await db.schema
    .createTable('document_seal')
    .addColumn('id', idType, id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('stage', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_seal_sha_idx').on('document_seal').column('sha256').execute();
  await db.schema.createIndex('document_seal_doc_idx').on('document_seal').column('document_id').execute();

  await db.schema
    .createTable('seal_job')
    .addColumn('id', idType, id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  await db.schema.createIndex('seal_job_due_idx').on('seal_job').columns(['done_at', 'next_attempt_at']).execute();

  await db.schema
    .createTable('signing_certificate')
    .addColumn('fingerprint', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('pem', 'text', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('esign_consent')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('disclosure_version', 'varchar(40)', (c) => c.notNull())
    .addColumn('consented_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('withdrawn_at', 'bigint')
    .addColumn('withdrawn_ip', 'varchar(64)')
    .addColumn('withdrawn_user_agent', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('esign_consent_user_idx')
    .on('esign_consent')
    .columns(['user_id', 'consented_at'])
    .execute();

  await db.schema.alterTable('esign_session').addColumn('disclosure_version', 'varchar(40)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('esign_session').dropColumn('disclosure_version').execute();
  for (const table of ['esign_consent', 'signing_certificate', 'seal_job', 'document_seal']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('document').dropColumn('seal_state').execute();
}
