import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A job's screening questions, and what each application was sent with: a cover letter, the
// answers with a snapshot of the question as it was asked, and why it was knocked out (staff only).
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // options and knockout_answers are JSON arrays of text; min/max bound a number answer.
  await db.schema
    .createTable('job_question')
    .addColumn('id', idType, id)
    .addColumn('job_order_id', 'integer', (c) => c.notNull().references('job_order.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('text', 'varchar(300)', (c) => c.notNull())
    .addColumn('required', 'smallint', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('knockout_answers', 'text', (c) => c.notNull())
    .addColumn('min_value', 'double precision')
    .addColumn('max_value', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_question_job_key')
    .on('job_question')
    .columns(['job_order_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('application_form')
    .addColumn('application_id', 'integer', (c) => c.primaryKey().references('job_application.id').onDelete('cascade'))
    .addColumn('cover_letter', 'text')
    .addColumn('resume_uploaded', 'smallint', (c) => c.notNull())
    .addColumn('knockout_question', 'varchar(300)')
    .addColumn('knockout_answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('application_answer')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('job_application.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('required', 'smallint', (c) => c.notNull())
    .addColumn('answer', 'text')
    .execute();
  await db.schema
    .createIndex('application_answer_key')
    .on('application_answer')
    .columns(['application_id', 'position'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_answer').execute();
  await db.schema.dropTable('application_form').execute();
  await db.schema.dropTable('job_question').execute();
}
