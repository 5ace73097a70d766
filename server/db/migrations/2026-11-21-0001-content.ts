import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen: they use Kysely<any> and import nothing from the application.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const id = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('cms_page')
    .addColumn('id', sql.raw(id), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('path', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('show_layout', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cms_page').execute();
}
