import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A job's id in the system it came from (a job feed, an ATS through the API) and which system
// that is: imports upsert by the pair, and a feed's jobs that leave it are closed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_order').addColumn('external_source', 'varchar(16)').execute();
  await db.schema.alterTable('job_order').addColumn('external_id', 'varchar(128)').execute();
  // Unique where set (NULLs are distinct on both databases): one job per external id and source.
  await sql`create unique index job_order_external_idx on job_order (external_source, external_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists job_order_external_idx`.execute(db);
  for (const column of ['external_id', 'external_source'])
    await db.schema.alterTable('job_order').dropColumn(column).execute();
}
