import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // A candidate's résumé: the file lives in storage under a server-made key. One is current; an
  // older one stays while an application still refers to it.
  await db.schema
    .createTable('resume')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('suggested_title', 'varchar(200)')
    .addColumn('suggested_skills', 'text', (c) => c.notNull())
    .addColumn('is_current', 'smallint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resume_user_idx').on('resume').column('user_id').execute();
  await db.schema
    .createIndex('resume_current_key')
    .on('resume')
    .column('user_id')
    .unique()
    .where(sql.ref('is_current'), '=', 1)
    .execute();

  // The résumé an application was made with.
  await db.schema
    .alterTable('job_application')
    .addColumn('resume_id', 'integer', (c) => c.references('resume.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('job_application_resume_idx').on('job_application').column('resume_id').execute();

  await db.schema
    .createTable('saved_job')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('job_order_id', 'integer', (c) => c.notNull().references('job_order.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_job_pkey', ['user_id', 'job_order_id'])
    .execute();

  // A saved search and its mail alert. alerted_at: jobs opened after it are new to the candidate;
  // next_run_at: when the alert is due (null when alerts are off); locked_until: claimed by a scheduler.
  await db.schema
    .createTable('saved_search')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('frequency', 'varchar(10)', (c) => c.notNull())
    .addColumn('alerted_at', 'bigint', (c) => c.notNull())
    .addColumn('next_run_at', 'bigint')
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_search_user_idx').on('saved_search').column('user_id').execute();
  await db.schema.createIndex('saved_search_due_idx').on('saved_search').column('next_run_at').execute();

  // Extra mail headers as a JSON object (List-Unsubscribe of alert mails).
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();

  // An account deleted by its owner is kept anonymised while records the law requires refer to it.
  await db.schema.alterTable('user_account').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('deleted_at').execute();
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.dropTable('saved_search').execute();
  await db.schema.dropTable('saved_job').execute();
  await db.schema.dropIndex('job_application_resume_idx').execute();
  await db.schema.alterTable('job_application').dropColumn('resume_id').execute();
  await db.schema.dropTable('resume').execute();
}
