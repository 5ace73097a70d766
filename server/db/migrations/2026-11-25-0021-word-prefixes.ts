import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The word being typed matches the start of a job's words as written, not only of their stems:
// "enginee" is the start of "engineer", whose stem "engin" it is not. Each engine gets the words
// unstemmed beside its stemmed index. SQLite: a second FTS5 index of the same columns without the
// porter stemmer, kept for its vocabulary only (detail=none: no positions), which the search
// reads through an fts5vocab table to complete the typed word. PostgreSQL: a `simple` (unstemmed)
// tsvector of the same text in a GIN index, matched by the typed word as a prefix.

const FTS_TRIGGERS = ['job_order_ai', 'job_order_ad', 'job_order_au'];

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table job_order add column word_vector tsvector generated always as (
      to_tsvector('simple', title || ' ' || corp_title || ' ' || description_text)
    ) stored`.execute(db);
    await sql`create index job_order_words_idx on job_order using gin (word_vector)`.execute(db);
    return;
  }
  await sql`create virtual table job_words using fts5(
    title, corp_title, description_text, content='job_order', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', detail='none'
  )`.execute(db);
  await sql`create virtual table job_words_vocab using fts5vocab(job_words, row)`.execute(db);
  await sql`insert into job_words(job_words) values ('rebuild')`.execute(db);
  for (const trigger of FTS_TRIGGERS) await sql`${sql.raw(`drop trigger if exists ${trigger}`)}`.execute(db);
  await sql`create trigger job_order_ai after insert on job_order begin
    insert into job_fts(rowid, title, corp_title, description_text)
      values (new.id, new.title, new.corp_title, new.description_text);
    insert into job_words(rowid, title, corp_title, description_text)
      values (new.id, new.title, new.corp_title, new.description_text);
    insert into job_geo(id, min_lat, max_lat, min_lng, max_lng)
      values (new.id, new.latitude, new.latitude, new.longitude, new.longitude);
  end`.execute(db);
  await sql`create trigger job_order_ad after delete on job_order begin
    insert into job_fts(job_fts, rowid, title, corp_title, description_text)
      values ('delete', old.id, old.title, old.corp_title, old.description_text);
    insert into job_words(job_words, rowid, title, corp_title, description_text)
      values ('delete', old.id, old.title, old.corp_title, old.description_text);
    delete from job_geo where id = old.id;
  end`.execute(db);
  await sql`create trigger job_order_au after update of title, corp_title, description_text, latitude, longitude
    on job_order begin
    insert into job_fts(job_fts, rowid, title, corp_title, description_text)
      values ('delete', old.id, old.title, old.corp_title, old.description_text);
    insert into job_fts(rowid, title, corp_title, description_text)
      values (new.id, new.title, new.corp_title, new.description_text);
    insert into job_words(job_words, rowid, title, corp_title, description_text)
      values ('delete', old.id, old.title, old.corp_title, old.description_text);
    insert into job_words(rowid, title, corp_title, description_text)
      values (new.id, new.title, new.corp_title, new.description_text);
    update job_geo set min_lat = new.latitude, max_lat = new.latitude, min_lng = new.longitude,
      max_lng = new.longitude where id = new.id;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists job_order_words_idx`.execute(db);
    await sql`alter table job_order drop column word_vector`.execute(db);
    return;
  }
  for (const trigger of FTS_TRIGGERS) await sql`${sql.raw(`drop trigger if exists ${trigger}`)}`.execute(db);
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
  await sql`drop table if exists job_words_vocab`.execute(db);
  await sql`drop table if exists job_words`.execute(db);
}
