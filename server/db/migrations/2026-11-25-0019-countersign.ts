import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Countersignature: a template may require the employer's signature after the candidate's
// (I-9 Section 2, offer letters), due within a number of business days; the document keeps when
// it is due from the employer, and who countersigned it and when.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document_template')
    .addColumn('countersign', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('document_template')
    .addColumn('countersign_days', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  for (const [name, type] of [
    ['employer_due_at', 'bigint'],
    ['employer_signed_at', 'bigint'],
    ['employer_signed_by', 'integer'],
  ] as const) {
    await db.schema.alterTable('document').addColumn(name, sql.raw(type)).execute();
  }
  await db.schema
    .createIndex('document_employer_due_idx')
    .on('document')
    .columns(['status', 'employer_due_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('document_employer_due_idx').execute();
  for (const name of ['employer_signed_by', 'employer_signed_at', 'employer_due_at']) {
    await db.schema.alterTable('document').dropColumn(name).execute();
  }
  for (const name of ['countersign_days', 'countersign']) {
    await db.schema.alterTable('document_template').dropColumn(name).execute();
  }
}
