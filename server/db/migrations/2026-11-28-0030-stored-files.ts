import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Files kept in the database (STORAGE_DRIVER=database), for instances that share only the
// database: one row per file and its bytes in chunks of at most 1 MiB, written in one transaction.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stored_file')
    .addColumn('key', 'varchar(420)', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('modified_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stored_file_chunk')
    .addColumn('key', 'varchar(420)', (c) => c.notNull().references('stored_file.key').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunk_pk', ['key', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_file_chunk').ifExists().execute();
  await db.schema.dropTable('stored_file').ifExists().execute();
}
