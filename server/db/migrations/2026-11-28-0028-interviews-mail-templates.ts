import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Interviews (proposed slots, the chosen one, calendar sequence, reminder sent once), mail
// templates admins edit (per employer key), and attachments on outbox rows (calendar files).
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('interview')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('job_application.id').onDelete('cascade'))
    // The iCalendar UID: the same for every update and the cancellation of one interview.
    .addColumn('uid', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proposed_by', 'integer', (c) => c.notNull().references('user_account.id'))
    .addColumn('note', 'text')
    // The mailed link's token, stored hashed (only its SHA-256).
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('token_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('chosen_slot_id', 'integer')
    .addColumn('reminder_sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('interview_application_idx').on('interview').column('application_id').execute();
  await db.schema.createIndex('interview_status_idx').on('interview').columns(['status', 'reminder_sent_at']).execute();

  await db.schema
    .createTable('interview_slot')
    .addColumn('id', idType, id)
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('interview.id').onDelete('cascade'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('length_minutes', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)')
    .addColumn('video_url', 'varchar(500)')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('interview_slot_interview_idx').on('interview_slot').column('interview_id').execute();

  // One employer today; the key lets each employer keep its own texts later.
  await db.schema
    .createTable('mail_template')
    .addColumn('employer_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('template_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('send_mode', 'varchar(10)')
    .addColumn('updated_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_template_pk', ['employer_key', 'template_key'])
    .execute();

  // JSON list of {filename, contentType, content} (text content: calendar files).
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('mail_template').execute();
  await db.schema.dropTable('interview_slot').execute();
  await db.schema.dropTable('interview').execute();
}
