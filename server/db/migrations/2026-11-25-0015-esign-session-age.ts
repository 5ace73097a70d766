import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Housekeeping removes signing ceremonies a day after they were made (their audit lives on in the
// document's events): the index keeps that delete from reading the whole table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('esign_session_created_idx').on('esign_session').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('esign_session_created_idx').execute();
}
