import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Credential uploads: a document copies its template's kind (form or credential), and a credential
// re-requested before it expires points at the one it renews (the expiring one keeps its history).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('form'))
    .execute();
  await db.schema.alterTable('document').addColumn('renewal_of', 'integer').execute();
  await db.schema
    .createIndex('document_credential_expiry_idx')
    .on('document')
    .columns(['kind', 'credential_expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('document_credential_expiry_idx').execute();
  await db.schema.alterTable('document').dropColumn('renewal_of').execute();
  await db.schema.alterTable('document').dropColumn('kind').execute();
}
