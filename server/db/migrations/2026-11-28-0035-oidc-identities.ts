import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A staff account signed in through the OpenID provider is linked to the provider's subject (issuer
// and sub): later sign-ins find the account by that link, never again by email, so an address the
// provider reassigns cannot open someone else's account. One subject per account and issuer.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = sql.raw(pg ? 'serial' : 'integer');
  await db.schema
    .createTable('oidc_identity')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(512)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addUniqueConstraint('oidc_identity_subject_key', ['issuer', 'subject'])
    .addUniqueConstraint('oidc_identity_user_key', ['user_id', 'issuer'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_identity').ifExists().execute();
}
