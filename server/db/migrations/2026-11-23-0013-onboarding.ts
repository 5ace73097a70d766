import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The onboarding workflow: templates with marked form fields, packets of templates, documents
// with due dates and staff review, credential uploads, and reminders sent once per due date.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // A template's delivery and list position; `kind` form (signed) or credential (provided by the
  // candidate); `fields` is the JSON list of the PDF's AcroForm fields as staff marked them.
  await db.schema
    .alterTable('document_template')
    .addColumn('delivery', 'varchar(20)', (c) => c.notNull().defaultTo('electronic'))
    .execute();
  await db.schema
    .alterTable('document_template')
    .addColumn('display_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('document_template')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('form'))
    .execute();
  await db.schema.alterTable('document_template').addColumn('fields', 'text').execute();
  await db.schema.alterTable('document_template').addColumn('created_by', 'integer').execute();

  // A named set of templates assigned at once.
  await db.schema
    .createTable('document_packet')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('document_packet_template')
    .addColumn('packet_id', 'integer', (c) => c.notNull().references('document_packet.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('document_template.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_packet_template_pk', ['packet_id', 'template_id'])
    .execute();

  // Assignment (due date, who), cancellation (the row stays for the audit), staff review with a
  // rejection reason, the signer's field values, and a credential's number and expiry.
  for (const [name, type] of [
    ['due_at', 'bigint'],
    ['assigned_by', 'integer'],
    ['cancelled_at', 'bigint'],
    ['cancelled_by', 'integer'],
    ['review_status', 'varchar(20)'],
    ['reviewed_at', 'bigint'],
    ['reviewed_by', 'integer'],
    ['rejected_reason', 'text'],
    ['field_values', 'text'],
    ['credential_number', 'varchar(100)'],
    ['credential_expires_at', 'bigint'],
  ] as const) {
    await db.schema.alterTable('document').addColumn(name, sql.raw(type)).execute();
  }
  await db.schema.createIndex('document_due_idx').on('document').columns(['due_at', 'status']).execute();

  // One row per reminder sent: the unique key makes "exactly once" a database fact, whichever
  // instance gets there first. A new due date (an extension) starts a fresh set.
  await db.schema
    .createTable('document_reminder')
    .addColumn('id', idType, id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('document_reminder_once', ['document_id', 'kind', 'due_at'])
    .execute();

  // Settings staff change at run time (the reminder schedule), one JSON value per key.
  await db.schema
    .createTable('onboarding_setting')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['onboarding_setting', 'document_reminder', 'document_packet_template', 'document_packet']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('document_due_idx').execute();
  for (const name of [
    'credential_expires_at',
    'credential_number',
    'field_values',
    'rejected_reason',
    'reviewed_by',
    'reviewed_at',
    'review_status',
    'cancelled_by',
    'cancelled_at',
    'assigned_by',
    'due_at',
  ]) {
    await db.schema.alterTable('document').dropColumn(name).execute();
  }
  for (const name of ['created_by', 'fields', 'kind', 'display_level', 'delivery']) {
    await db.schema.alterTable('document_template').dropColumn(name).execute();
  }
}
