import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// CMS pages get a meta description, their Markdown source, a published flag and a version number
// (edits under a stale version are refused); every saved version is kept in cms_page_version so an
// earlier one can be restored. Staff accounts can be deactivated: deactivated_at refuses sign-in.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cms_page')
    .addColumn('meta_description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('cms_page').addColumn('content_markdown', sql.raw('text')).execute();
  await db.schema
    .alterTable('cms_page')
    .addColumn('published', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('cms_page')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('cms_page').addColumn('updated_by', 'integer').execute();

  const id = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('cms_page_version')
    .addColumn('id', sql.raw(id), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('cms_page.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('meta_description', 'varchar(300)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_markdown', 'text', (c) => c.notNull())
    .addColumn('show_layout', 'smallint', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cms_page_version_page_version_key', ['page_id', 'version'])
    .execute();
  // The pages that exist start their history as version 1.
  await sql`insert into cms_page_version (page_id, version, title, meta_description, content, content_markdown, show_layout, created_at)
    select id, 1, title, meta_description, content, content, show_layout, updated_at from cms_page`.execute(db);

  await db.schema.alterTable('user_account').addColumn('deactivated_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('deactivated_at').execute();
  await db.schema.dropTable('cms_page_version').execute();
  for (const column of ['updated_by', 'version', 'published', 'content_markdown', 'meta_description']) {
    await db.schema.alterTable('cms_page').dropColumn(column).execute();
  }
}
