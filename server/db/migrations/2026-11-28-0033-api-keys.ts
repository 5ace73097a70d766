import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Keys of the versioned REST API (/api/v1) the employer's systems call with, kept only as their
// SHA-256 (the key itself is shown once), and the answers of creates sent with an Idempotency-Key,
// kept for a day so a retried request gets the first answer instead of a second job.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('api_key')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createTable('api_idempotency')
    .addColumn('id', idType, id)
    .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_key.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index api_idempotency_key_idx on api_idempotency (api_key_id, idempotency_key)`.execute(db);
  await sql`create index api_idempotency_created_idx on api_idempotency (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_idempotency').ifExists().execute();
  await db.schema.dropTable('api_key').ifExists().execute();
}
