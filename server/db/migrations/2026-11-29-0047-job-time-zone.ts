import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A job's zone as staff chose it on the job form (an IANA name). Null: the zone of the job's
// coordinates, looked up when needed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_order').addColumn('time_zone', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_order').dropColumn('time_zone').execute();
}
