import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Form I-9: staff permissions (`i9` lets a staff member open I-9s), hiring sites with their
// business-day calendar and E-Verify flag, one I-9 per hire with its deadlines and the calendar
// they were counted on, and every version of every section (a correction is a new version; none
// is ever changed or removed while the form is kept).

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = sql.raw(pg ? 'serial' : 'integer');
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // Space-separated permission codes beyond the role ('' for none).
  await db.schema
    .alterTable('user_account')
    .addColumn('staff_permissions', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('hiring_site')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // 1: Saturdays and Sundays are business days at this site.
    .addColumn('open_weekends', 'integer', (c) => c.notNull().defaultTo(0))
    // 1: the US federal holidays are not business days here.
    .addColumn('federal_holidays', 'integer', (c) => c.notNull().defaultTo(1))
    // 1: the site takes part in E-Verify (the remote examination of documents is allowed there).
    .addColumn('everify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('i9_form')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id'))
    .addColumn('application_id', 'integer', (c) => c.references('job_application.id').onDelete('set null'))
    .addColumn('hiring_site_id', 'integer', (c) => c.references('hiring_site.id'))
    // section1 | section2 | complete
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // Calendar dates (YYYY-MM-DD): the first day of work, the last (when known), the deadlines.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('short_job', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('section1_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('section2_due', 'varchar(10)', (c) => c.notNull())
    // The calendar the deadlines were counted on (JSON), kept with the form.
    .addColumn('calendar', 'varchar(200)', (c) => c.notNull())
    // The offer's acceptance: by the candidate (accepted_by null) or recorded by a staff member.
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_by', 'integer', (c) => c.references('user_account.id'))
    .addColumn('section1_at', 'bigint')
    .addColumn('section2_at', 'bigint')
    // When the overdue notice of each section went out (claimed once).
    .addColumn('section1_overdue_at', 'bigint')
    .addColumn('section2_overdue_at', 'bigint')
    .addColumn('retention_until', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('i9_form_user_idx').on('i9_form').column('user_id').execute();
  await db.schema.createIndex('i9_form_status_idx').on('i9_form').columns(['status', 'section1_due']).execute();

  await db.schema
    .createTable('i9_version')
    .addColumn('id', idType, id)
    .addColumn('form_id', 'integer', (c) => c.notNull().references('i9_form.id').onDelete('cascade'))
    // section1 | supplementA | section2 (supplementB later)
    .addColumn('part', 'varchar(20)', (c) => c.notNull())
    // 1, 2, … per form and part: the highest is the current one.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('user_account.id'))
    // A correction's reason (null for the first version).
    .addColumn('reason', 'varchar(500)')
    // Why the section was completed after its due date.
    .addColumn('late_reason', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('i9_version_part_version', ['form_id', 'part', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('i9_version').execute();
  await db.schema.dropTable('i9_form').execute();
  await db.schema.dropTable('hiring_site').execute();
  await db.schema.alterTable('user_account').dropColumn('staff_permissions').execute();
}
