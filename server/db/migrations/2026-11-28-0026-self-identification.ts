import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Voluntary self-identification (US EEO): one row per application the candidate answered or
// skipped. Kept in a table of its own, never joined into what staff read; only an aggregate
// report for admins counts it. The forms' texts are content pages, made at start when missing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('self_identification')
    .addColumn('application_id', 'integer', (c) => c.primaryKey().references('job_application.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    // answered or skipped
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('sex', 'varchar(100)')
    .addColumn('race', 'varchar(100)')
    .addColumn('veteran', 'varchar(100)')
    .addColumn('disability', 'varchar(100)')
    .addColumn('disability_name', 'varchar(200)')
    .addColumn('disability_date', 'varchar(10)')
    .addColumn('answered_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('self_identification_user_idx').on('self_identification').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('self_identification').execute();
}
