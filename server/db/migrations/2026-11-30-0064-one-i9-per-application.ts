import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// One Form I-9 per application: two acceptances sent at once (a double click, two tabs) open one.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('i9_form_application_unique').on('i9_form').column('application_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('i9_form_application_unique').execute();
}
