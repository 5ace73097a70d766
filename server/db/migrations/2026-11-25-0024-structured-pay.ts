import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// A job's pay as a range with its unit (HOUR or YEAR) and currency, beside the free-text salary,
// which stays for jobs without a range. Null minimum: no range given.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_order').addColumn('pay_min', 'double precision').execute();
  await db.schema.alterTable('job_order').addColumn('pay_max', 'double precision').execute();
  await db.schema.alterTable('job_order').addColumn('pay_unit', 'varchar(8)').execute();
  await db.schema
    .alterTable('job_order')
    .addColumn('pay_currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['pay_currency', 'pay_unit', 'pay_max', 'pay_min'])
    await db.schema.alterTable('job_order').dropColumn(column).execute();
}
