import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The recruiter's pipeline board: staff-only notes on an application (who wrote them, when) and
// short free-form tags, unique per application whatever their case (label_key is the lower case).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('application_note')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('job_application.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('body', sql.raw('text'), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_note_app_idx')
    .on('application_note')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_tag')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('job_application.id').onDelete('cascade'))
    .addColumn('label', 'varchar(30)', (c) => c.notNull())
    .addColumn('label_key', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_tag_pkey', ['application_id', 'label_key'])
    .execute();
  await db.schema.createIndex('application_tag_key_idx').on('application_tag').column('label_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_tag').execute();
  await db.schema.dropTable('application_note').execute();
}
