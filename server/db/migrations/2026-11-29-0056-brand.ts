import type { Kysely } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The employer's brand: one row of settings (the primary colour) and one row per image (logo,
// favicon, hero), each a stored file of our own re-encoding, named by its content's hash.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brand_setting')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('primary_colour', 'varchar(7)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('brand_image')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brand_image').ifExists().execute();
  await db.schema.dropTable('brand_setting').ifExists().execute();
}
