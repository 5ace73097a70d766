import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Passkeys (WebAuthn credentials) get a table of their own rather than auth_factor rows: they need a
// unique credential id, a public key, a signature counter, transports, a name and a last use, and
// turning the TOTP app off (which clears auth_factor) must leave them alone.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = sql.raw(pg ? 'serial' : 'integer');
  await db.schema
    .createTable('passkey')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    // base64url, as the browser sends it: the sign-in finds the account by it.
    .addColumn('credential_id', 'varchar(1024)', (c) => c.notNull().unique())
    // The WebAuthn user handle given at registration (base64url): a sign-in must present the same.
    .addColumn('user_handle', 'varchar(128)', (c) => c.notNull())
    // COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkey_user_idx').on('passkey').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey').ifExists().execute();
}
