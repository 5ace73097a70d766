import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The language a person reads the portal, mails, signing page and sealed PDFs in ('en', 'es'):
// asked at registration, changed on /profile or with the switcher. Null: never chosen (English).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').addColumn('preferred_language', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('preferred_language').execute();
}
