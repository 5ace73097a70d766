/** Runs the migrations in order. The list is static so it works from sources and from dist/. */
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index';
import * as m0001 from './migrations/2026-11-21-0001-content';
import * as m0002 from './migrations/2026-11-21-0002-accounts';

const migrations: Record<string, Migration> = {
  '2026-11-21-0001-content': m0001,
  '2026-11-21-0002-accounts': m0002,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
