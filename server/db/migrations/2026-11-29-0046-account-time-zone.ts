import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The zone a person reads times in (an IANA name): first taken from the browser at registration,
// changed on /profile. Null: the zone of the job a time belongs to, then DEFAULT_TIME_ZONE.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').addColumn('time_zone', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('time_zone').execute();
}
