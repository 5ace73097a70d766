import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Job search moves onto the databases' own engines over the real text of each job: SQLite FTS5
// with the porter tokenizer (plus the existing R*Tree), PostgreSQL an `english` tsvector in a GIN
// index. The application-stemmed columns, the job change feed
// and its triggers go. Descriptions are sanitized HTML: both engines index `description_text`,
// the description with its tags stripped, written by the application beside the HTML.

/** The description's words without markup (the application writes the same text). */
function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, n: string) => (Number(n) <= 0x10ffff ? String.fromCodePoint(Number(n)) : ' '))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

async function fillDescriptionText(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('job_order')
      .select(['id', 'description'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      await db
        .updateTable('job_order')
        .set({ description_text: htmlText(String(row.description)) })
        .where('id', '=', row.id)
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists job_order_change on job_order`.execute(db);
    await sql`drop function if exists job_order_changed()`.execute(db);
    await sql`drop table if exists job_change`.execute(db);
    await sql`drop index if exists job_order_search_idx`.execute(db);
    await sql`alter table job_order drop column search_vector, drop column search_title, drop column search_body`.execute(
      db,
    );
    await sql`alter table job_order add column description_text text not null default ''`.execute(db);
    await fillDescriptionText(db);
    await sql`alter table job_order add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', corp_title), 'B')
        || setweight(to_tsvector('english', description_text), 'C')
    ) stored`.execute(db);
    // GIN, not RUM: measured on realistic jobs, RUM's index-ordered ranking was no faster than
    // ranking the newest matches, returned nothing for prefix queries ordered by rank, and made
    // inserts several times slower.
    await sql`create index job_order_text_idx on job_order using gin (search_vector)`.execute(db);
    return;
  }

  for (const trigger of [
    'job_order_ai',
    'job_order_ad',
    'job_order_au',
    'job_order_change_insert',
    'job_order_change_update',
    'job_order_change_delete',
  ]) {
    await sql`${sql.raw(`drop trigger if exists ${trigger}`)}`.execute(db);
  }
  await sql`drop table if exists job_change`.execute(db);
  await sql`drop table if exists job_fts`.execute(db);
  await sql`alter table job_order drop column search_title`.execute(db);
  await sql`alter table job_order drop column search_body`.execute(db);
  await sql`alter table job_order add column description_text text not null default ''`.execute(db);
  await fillDescriptionText(db);
  await sql`create virtual table job_fts using fts5(
    title, corp_title, description_text, content='job_order', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2', prefix='2 3 4'
  )`.execute(db);
  await sql`insert into job_fts(job_fts) values ('rebuild')`.execute(db);
  await sql`create trigger job_order_ai after insert on job_order begin
    insert into job_fts(rowid, title, corp_title, description_text)
      values (new.id, new.title, new.corp_title, new.description_text);
    insert into job_geo(id, min_lat, max_lat, min_lng, max_lng)
      values (new.id, new.latitude, new.latitude, new.longitude, new.longitude);
  end`.execute(db);
  await sql`create trigger job_order_ad after delete on job_order begin
    insert into job_fts(job_fts, rowid, title, corp_title, description_text)
      values ('delete', old.id, old.title, old.corp_title, old.description_text);
    delete from job_geo where id = old.id;
  end`.execute(db);
  await sql`create trigger job_order_au after update of title, corp_title, description_text, latitude, longitude
    on job_order begin
    insert into job_fts(job_fts, rowid, title, corp_title, description_text)
      values ('delete', old.id, old.title, old.corp_title, old.description_text);
    insert into job_fts(rowid, title, corp_title, description_text)
      values (new.id, new.title, new.corp_title, new.description_text);
    update job_geo set min_lat = new.latitude, max_lat = new.latitude, min_lng = new.longitude,
      max_lng = new.longitude where id = new.id;
  end`.execute(db);
  // Searches check each match's filters in this narrow index (INDEXED BY) instead of the wide row.
  await sql`create index job_order_filter_idx on job_order
    (id, status, active, employment_type, category, opened_at, latitude, longitude)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The application-stemmed search of the earlier migrations cannot be rebuilt without the application.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists job_order_text_idx`.execute(db);
    await sql`alter table job_order drop column search_vector, drop column description_text`.execute(db);
    return;
  }
  for (const trigger of ['job_order_ai', 'job_order_ad', 'job_order_au']) {
    await sql`${sql.raw(`drop trigger if exists ${trigger}`)}`.execute(db);
  }
  await sql`drop index if exists job_order_filter_idx`.execute(db);
  await sql`drop table if exists job_fts`.execute(db);
  await sql`alter table job_order drop column description_text`.execute(db);
}
