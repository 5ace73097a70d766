import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A change feed of job orders: every insert, update and delete appends the job's id, so each
// instance's in-memory search index can catch up with writes made by any instance.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create table job_change (id bigserial primary key, job_id integer not null)`.execute(db);
    await sql`create function job_order_changed() returns trigger language plpgsql as $$
      begin
        insert into job_change (job_id) values (case when tg_op = 'DELETE' then old.id else new.id end);
        return null;
      end $$`.execute(db);
    await sql`create trigger job_order_change after insert or update or delete on job_order
      for each row execute function job_order_changed()`.execute(db);
  } else {
    await sql`create table job_change (id integer primary key autoincrement, job_id integer not null)`.execute(db);
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`${sql.raw(`create trigger job_order_change_${event} after ${event} on job_order begin
        insert into job_change (job_id) values (${row}.id);
      end`)}`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger job_order_change on job_order`.execute(db);
    await sql`drop function job_order_changed()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`${sql.raw(`drop trigger job_order_change_${event}`)}`.execute(db);
    }
  }
  await sql`drop table job_change`.execute(db);
}
