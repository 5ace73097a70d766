import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// When the candidate was last sent a reminder about a document (by the schedule or by staff): staff's
// Remind waits a while after it, decided by one conditional update, so two clicks cannot both mail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document').addColumn('last_reminded_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document').dropColumn('last_reminded_at').execute();
}
