import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The E-Verify case made after a Form I-9's Section 2 at an enrolled site: its number, result and
// any further action notice, kept with the form.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('i9_form').addColumn('everify_case_number', 'varchar(40)').execute();
  await db.schema.alterTable('i9_form').addColumn('everify_status', 'varchar(40)').execute();
  await db.schema.alterTable('i9_form').addColumn('everify_further_action', 'varchar(300)').execute();
  await db.schema.alterTable('i9_form').addColumn('everify_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['everify_at', 'everify_further_action', 'everify_status', 'everify_case_number'])
    await db.schema.alterTable('i9_form').dropColumn(column).execute();
}
