import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Form I-9 reverification (Supplement B): the date the employee's work authorization ends, when it
// ends, and when I-9 staff were told it is near.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('i9_form').addColumn('reverify_by', 'varchar(10)').execute();
  await db.schema.alterTable('i9_form').addColumn('reverify_notice_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('i9_form').dropColumn('reverify_notice_at').execute();
  await db.schema.alterTable('i9_form').dropColumn('reverify_by').execute();
}
