import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The language the ESIGN disclosure was read in when the signer consented ('en', 'es'): a
// consent records which text, in which language. Null: consented before languages were recorded.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('esign_session').addColumn('disclosure_language', 'varchar(8)').execute();
  await db.schema.alterTable('esign_consent').addColumn('disclosure_language', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('esign_consent').dropColumn('disclosure_language').execute();
  await db.schema.alterTable('esign_session').dropColumn('disclosure_language').execute();
}
