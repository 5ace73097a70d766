import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The answers of writes sent with an Idempotency-Key, for the REST API's keys and for signed-in
// people alike (`owner` is "api_key:<id>" or "user:<id>"), so a request sent twice (a retry, a
// double click) has one effect and the second call gets the first answer. The answer is sealed
// (AES-256-GCM) because it can hold what is shown once, such as a new API key. The REST API's
// own table goes: its answers lived a day, and a key reused across the upgrade makes a new claim.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('idempotency_answer')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('owner', 'varchar(40)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // 0 while the first request runs; then the answer's HTTP status.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index idempotency_answer_key_idx on idempotency_answer (owner, idempotency_key)`.execute(db);
  await sql`create index idempotency_answer_created_idx on idempotency_answer (created_at)`.execute(db);
  await db.schema.dropTable('api_idempotency').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('idempotency_answer').ifExists().execute();
  await db.schema
    .createTable('api_idempotency')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
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
