import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Each session's public id (the SHA-256 of "session:" and its sid, 32 hex characters): what the
// account's sessions list shows, and what a session token names to live only as long as its
// session. The sid itself is the cookie's secret and never leaves the server. Sessions stored
// before this get theirs here, so the tokens they issue from now on are bound too.

const publicId = (sid: string) => createHash('sha256').update(`session:${sid}`).digest('hex').slice(0, 32);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').addColumn('public_id', 'varchar(32)').execute();
  const rows: { sid: string }[] = await db.selectFrom('session').select('sid').execute();
  for (const { sid } of rows) {
    await db
      .updateTable('session')
      .set({ public_id: publicId(sid) })
      .where('sid', '=', sid)
      .execute();
  }
  await db.schema.createIndex('session_public_id_idx').on('session').column('public_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('session_public_id_idx').ifExists().execute();
  await db.schema.alterTable('session').dropColumn('public_id').execute();
}
