import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// user_account.session_version: bumped at logout, password reset and account deletion; session
// tokens carry it and die when it moves. outbox.message_id: each mail's stable Message-ID, written
// with the row, so a mail sent again after a crash is recognised by the receiver as the same one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_account')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
  await sql`update outbox set message_id = '<outbox-' || id || '@candidate-portal.invalid>' where message_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('message_id').execute();
  await db.schema.alterTable('user_account').dropColumn('session_version').execute();
}
