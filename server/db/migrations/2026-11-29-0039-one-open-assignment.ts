import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// One document in play (not cancelled, not completed) per candidate and template: the rule that
// assignment checks before writing, made a database fact, so two assignments at once cannot both
// write one (on PostgreSQL they did). Duplicates written before are cancelled first, keeping the
// one furthest along (a copy kept, then the oldest), each with an event that says why.
const OPEN = sql<boolean>`is_test = 0 and cancelled_at is null and status <> 'completed'`;

export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now();
  const groups = await db
    .selectFrom('document')
    // Aliases without underscores: the application's Kysely renames snake_case result keys.
    .select(['user_id as owner', 'template_id as template'])
    .where(OPEN)
    .where('template_id', 'is not', null)
    .groupBy(['user_id', 'template_id'])
    .having(sql`count(*)`, '>', 1)
    .execute();
  for (const group of groups) {
    const rows = await db
      .selectFrom('document')
      .select('id')
      .where(OPEN)
      .where('user_id', '=', group.owner)
      .where('template_id', '=', group.template)
      .orderBy(sql`case when signed_key is null then 1 else 0 end`)
      .orderBy('id')
      .execute();
    for (const { id } of rows.slice(1)) {
      await db.updateTable('document').set({ cancelled_at: now }).where('id', '=', id).execute();
      await db
        .insertInto('document_event')
        .values({
          document_id: id,
          user_id: null,
          event: 'cancelled',
          source: 'server',
          detail: JSON.stringify({ reason: 'assigned twice', kept: rows[0]!.id }),
          ip: '',
          user_agent: '',
          created_at: now,
        })
        .execute();
    }
  }
  await sql`create unique index document_open_assignment_uq on document (user_id, template_id) where ${OPEN}`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists document_open_assignment_uq`.execute(db);
}
