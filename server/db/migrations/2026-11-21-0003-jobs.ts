import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Jobs: job orders with full-text and spatial indexes, applications (one per candidate and job),
// emailed apply links, and the candidate's search profile.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const real = pg ? 'double precision' : 'real';

  await db.schema
    .createTable('job_order')
    .addColumn('id', idType, id)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('corp_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull().defaultTo('Open'))
    .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('employment_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('postal_code', 'varchar(10)')
    .addColumn('latitude', sql.raw(real), (c) => c.notNull())
    .addColumn('longitude', sql.raw(real), (c) => c.notNull())
    .addColumn('salary', 'varchar(120)')
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    // Stemmed terms made by the application, so both databases match exactly the same jobs.
    .addColumn('search_title', 'text', (c) => c.notNull())
    .addColumn('search_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_order_listing_idx')
    .on('job_order')
    .columns(['status', 'active', 'opened_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('job_order_facet_idx')
    .on('job_order')
    .columns(['status', 'active', 'employment_type', 'category', 'opened_at desc', 'id desc'])
    .execute();

  if (pg) {
    await sql`alter table job_order add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')
    ) stored`.execute(db);
    await sql`create index job_order_search_idx on job_order using gin (search_vector)`.execute(db);
    // Radius search: a GiST index on the point answers the bounding box; the exact distance follows.
    await sql`create index job_order_geo_idx on job_order using gist (point(longitude, latitude))`.execute(db);
  } else {
    await sql`create virtual table job_fts using fts5(
      search_title, search_body, content='job_order', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
    )`.execute(db);
    await sql`create virtual table job_geo using rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(db);
    await sql`create trigger job_order_ai after insert on job_order begin
      insert into job_fts(rowid, search_title, search_body) values (new.id, new.search_title, new.search_body);
      insert into job_geo(id, min_lat, max_lat, min_lng, max_lng)
        values (new.id, new.latitude, new.latitude, new.longitude, new.longitude);
    end`.execute(db);
    await sql`create trigger job_order_ad after delete on job_order begin
      insert into job_fts(job_fts, rowid, search_title, search_body)
        values ('delete', old.id, old.search_title, old.search_body);
      delete from job_geo where id = old.id;
    end`.execute(db);
    await sql`create trigger job_order_au after update of search_title, search_body, latitude, longitude on job_order begin
      insert into job_fts(job_fts, rowid, search_title, search_body)
        values ('delete', old.id, old.search_title, old.search_body);
      insert into job_fts(rowid, search_title, search_body) values (new.id, new.search_title, new.search_body);
      update job_geo set min_lat = new.latitude, max_lat = new.latitude, min_lng = new.longitude,
        max_lng = new.longitude where id = new.id;
    end`.execute(db);
  }

  await db.schema
    .createTable('job_application')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('job_order_id', 'integer', (c) => c.notNull().references('job_order.id').onDelete('cascade'))
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('job_application_user_job_key', ['user_id', 'job_order_id'])
    .execute();
  await db.schema.createIndex('job_application_job_idx').on('job_application').column('job_order_id').execute();

  // An invitation to apply: its id travels in the emailed link and is stored only as a hash.
  await db.schema
    .createTable('applicant')
    .addColumn('id', idType, id)
    .addColumn('id_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('job_order_id', 'integer', (c) => c.notNull().references('job_order.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // One-click apply links (GET /apply-redirect/{token}): hashed, expiring, single use.
  await db.schema
    .createTable('apply_link_token')
    .addColumn('id', idType, id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('applicant.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // The candidate's search profile; a later profile feature extends it.
  await db.schema
    .createTable('candidate_profile')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user_account.id').onDelete('cascade'))
    .addColumn('zip_code', 'varchar(10)')
    .addColumn('desired_work_type', 'varchar(20)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['candidate_profile', 'apply_link_token', 'applicant', 'job_application']) {
    await db.schema.dropTable(table).execute();
  }
  if (!isPostgres(db)) {
    await sql`drop table if exists job_fts`.execute(db);
    await sql`drop table if exists job_geo`.execute(db);
  }
  await db.schema.dropTable('job_order').execute();
}
