import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The record of each Form I-9 destroyed once its retention date had passed: which form, the dates
// that made it due, when and by whom it was destroyed, and how much went with it. Nothing about the
// employee: the record proves the destruction, it does not keep what was destroyed.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('i9_purge')
    .addColumn('id', idType, id)
    // The destroyed form's id (no reference: the form is gone), once only.
    .addColumn('form_id', 'integer', (c) => c.notNull().unique())
    // Calendar dates (YYYY-MM-DD): the first day of work, the last, and the retention date they gave.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('retention_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('purged_at', 'bigint', (c) => c.notNull())
    // The admin who confirmed it (kept if their account later goes).
    .addColumn('purged_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    // What went with the form: its versions and its stored files.
    .addColumn('versions', 'integer', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('i9_purge_at_idx').on('i9_purge').column('purged_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('i9_purge').execute();
}
