import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The staff console's candidates, invitations and audit log: an invitation records when its link
// was used to apply; the audit log is read newest first, by actor and by action; a candidate's
// page lists the mails sent to their address; a job's invitations are listed by job.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applicant').addColumn('used_at', 'bigint').execute();
  await db.schema.createIndex('applicant_job_idx').on('applicant').columns(['job_order_id', 'created_at']).execute();
  await db.schema.createIndex('audit_event_created_idx').on('audit_event').column('created_at').execute();
  await db.schema.createIndex('audit_event_actor_idx').on('audit_event').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_event_action_idx').on('audit_event').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('outbox_to_idx').on('outbox').columns(['to_address', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'outbox_to_idx',
    'audit_event_action_idx',
    'audit_event_actor_idx',
    'audit_event_created_idx',
    'applicant_job_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('applicant').dropColumn('used_at').execute();
}
