import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Second factors of sign-in: one row per factor of an account (a TOTP app now; the same table can
// hold WebAuthn credentials later, hence `kind` and no one-per-account constraint), single-use
// recovery codes stored hashed, and what the account's sessions list shows of each session.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('auth_factor')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // Encrypted with a key derived from the session secret: never shown again after enrolment.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    // The last TOTP time step accepted: a code is never accepted twice.
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_factor_user_idx').on('auth_factor').columns(['user_id', 'kind']).execute();
  await db.schema
    .createTable('recovery_code')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_code_user_idx').on('recovery_code').columns(['user_id', 'code_hash']).execute();
  await db.schema.alterTable('session').addColumn('created_at', 'bigint').execute();
  await db.schema.alterTable('session').addColumn('user_agent', 'varchar(512)').execute();
  await db.schema.alterTable('session').addColumn('ip', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('ip').execute();
  await db.schema.alterTable('session').dropColumn('user_agent').execute();
  await db.schema.alterTable('session').dropColumn('created_at').execute();
  await db.schema.dropTable('recovery_code').ifExists().execute();
  await db.schema.dropTable('auth_factor').ifExists().execute();
}
