import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The candidate record (docs/product.md §3): the search profile grows a title, company, phone and hourly rate;
// skills are tags with the months used; applications get a status and a history of its changes.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  for (const [column, type] of [
    ['real_title', 'varchar(120)'],
    ['current_company', 'varchar(120)'],
    ['phone', 'varchar(30)'],
    // Whole cents, so a rate never drifts through floating point.
    ['hourly_rate_cents', 'integer'],
  ] as const) {
    await db.schema.alterTable('candidate_profile').addColumn(column, sql.raw(type)).execute();
  }

  // Skill tags are shared by candidates; name_key is the lower-case name that makes a tag unique.
  await db.schema
    .createTable('skill_tag')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('candidate_skill')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('skill_tag_id', 'integer', (c) => c.notNull().references('skill_tag.id').onDelete('cascade'))
    .addColumn('months_used', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidate_skill_pkey', ['user_id', 'skill_tag_id'])
    .execute();
  await db.schema.createIndex('candidate_skill_tag_idx').on('candidate_skill').column('skill_tag_id').execute();

  await db.schema
    .alterTable('job_application')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Submitted'))
    .execute();
  await db.schema
    .createTable('job_application_status')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('job_application.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    // The candidate (apply, withdraw), a staff member, or null for an operator's command.
    .addColumn('changed_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_application_status_app_idx')
    .on('job_application_status')
    .columns(['application_id', 'changed_at'])
    .execute();
  // Applications made before statuses existed were submitted by their candidate when created.
  await sql`insert into job_application_status (application_id, status, changed_by, changed_at)
    select id, 'Submitted', user_id, created_at from job_application`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_application_status').execute();
  await db.schema.alterTable('job_application').dropColumn('status').execute();
  await db.schema.dropTable('candidate_skill').execute();
  await db.schema.dropTable('skill_tag').execute();
  for (const column of ['hourly_rate_cents', 'phone', 'current_company', 'real_title']) {
    await db.schema.alterTable('candidate_profile').dropColumn(column).execute();
  }
}
