import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// PostgreSQL: open jobs by category, so a search for a common word in a category intersects the
// GIN index's bitmap with the category's jobs (BitmapAnd) instead of visiting every job that has
// the word to test its category ("part" + Healthcare at 100,000 jobs: 21,000 rows visited for
// 2,300 matches). SQLite reads each match's filters from its narrow covering index already.

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index job_order_category_idx on job_order (category, id)
    where status = 'Open' and active = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists job_order_category_idx`.execute(db);
}
