import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The staff console: a job's version number guards edits against overwriting someone else's, and
// the Markdown a description was written in is kept beside its sanitized HTML for the next edit.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_order')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('job_order').addColumn('description_markdown', sql.raw('text')).execute();
  await db.schema.createIndex('job_application_created_idx').on('job_application').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_application_created_idx').execute();
  await db.schema.alterTable('job_order').dropColumn('description_markdown').execute();
  await db.schema.alterTable('job_order').dropColumn('version').execute();
}
