import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A rehire on an earlier Form I-9 (Supplement B): a person hired again within three years of the
// form's completion keeps that form. Each rehire links its application to the form (the form's own
// application_id stays the first hire's, one form per application either way), with the agreed
// first day, and when and by whom its Supplement B entry was recorded.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('i9_rehire')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('i9_form.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) => c.references('job_application.id').onDelete('set null'))
    // The rehire's first day of work (YYYY-MM-DD): as accepted, then as its Supplement B entry gives it.
    .addColumn('rehire_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    // A staff member who recorded an acceptance made outside the portal; null: the candidate's own.
    .addColumn('accepted_by', 'integer', (c) => c.references('user_account.id'))
    // Supplement B's rehire entry: when, by whom, and which version of the part holds it.
    .addColumn('completed_at', 'bigint')
    .addColumn('completed_by', 'integer', (c) => c.references('user_account.id'))
    .addColumn('version', 'integer')
    .execute();
  await db.schema.createIndex('i9_rehire_form_idx').on('i9_rehire').column('form_id').execute();
  // One rehire per application, and two acceptances sent at once record one.
  await db.schema
    .createIndex('i9_rehire_application_unique')
    .on('i9_rehire')
    .column('application_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('i9_rehire').execute();
}
