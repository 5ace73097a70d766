import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// Texts the employer writes, in languages other than the one they were written in (English): one
// row per text, language and field of a subject ('cms-page' 12 'title' 'es'). The original stays in
// its own table; a reader whose language has no row reads it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_translation')
    .addColumn('subject', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // The key's order serves every read: a subject's rows for a list of ids in one language.
    .addPrimaryKeyConstraint('content_translation_pk', ['subject', 'language', 'subject_id', 'field'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_translation').execute();
}
