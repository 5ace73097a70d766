import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The audit actions of a staff member viewing the portal as a candidate are named after the
// screens' words ("view as"): rows written before keep their meaning under the new name.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update audit_event set action = 'view-as.' || substr(action, 7) where action like 'ghost.%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update audit_event set action = 'ghost.' || substr(action, 9) where action like 'view-as.%'`.execute(db);
}
