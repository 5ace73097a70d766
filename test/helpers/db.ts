/** A fresh, migrated database for one test file: a temp SQLite file or a new PostgreSQL database. */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';

export interface TestDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A browser journey whose server code is the same on every database. The few browser suites that
 * also run on PostgreSQL (for its search engine) skip it there: it ran on SQLite.
 */
export const journeyOnSqlite: jest.It = testDialect() === 'postgres' ? test.skip : test;

const MIGRATIONS_DIR = path.resolve(__dirname, '../../server/db/migrations');
/** The list of migrations the migrator runs, beside their files. */
const MIGRATE_LIST = path.resolve(__dirname, '../../server/db/migrate.ts');
const CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/portal');

let migrationsHash: string | undefined;

/** The migrations' files and their list: any change to them makes a new template. */
function migrationsKey(): string {
  if (migrationsHash) return migrationsHash;
  const hash = createHash('sha256').update(readFileSync(MIGRATE_LIST));
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  migrationsHash = hash.digest('hex').slice(0, 10);
  return migrationsHash;
}

/**
 * A migrated PostgreSQL database that each test file's database is copied from (CREATE DATABASE …
 * TEMPLATE): migrating an empty database costs a quarter second and more per file. Made once per
 * run's database and set of migrations by the first file to ask (an advisory lock holds the
 * others), under another name until it is complete, so a half-migrated one is never copied.
 */
async function migratedTemplate(base: string, runDb: string): Promise<string> {
  const name = `${runDb}_tpl_${migrationsKey()}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 60);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_new`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      const handle = createDatabase(url.toString(), { poolMax: 1 });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.destroy();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * A migrated SQLite file that each test file's database is copied from: migrating an empty one
 * costs about 0.1 s of CPU, and a run starts hundreds of servers. Kept in node_modules/.cache by
 * the migrations' contents (they import nothing but Kysely); made under another name, then renamed.
 */
async function migratedSqliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `sqlite-template-${migrationsKey()}.db`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const building = `${file}.${process.pid}`;
  // Closing the last connection folds the write-ahead log into the file.
  const handle = createDatabase(`sqlite:${building}`, { poolMax: 1 });
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await handle.destroy();
    rmSync(building, { force: true });
    throw err;
  }
  await handle.destroy();
  renameSync(building, file);
  return file;
}

/**
 * A database for one test file: on PostgreSQL a copy of the migrated template, or an empty one
 * with `migrated: false` (for tests of migrating itself); on SQLite a new file, likewise a copy
 * of a migrated one unless `migrated: false`.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (testDialect() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    // Named after the run's database so the run's cleanup finds any a crashed test left behind.
    const runDb = new URL(base).pathname.slice(1) || 'test';
    const name = `${runDb}_${randomBytes(6).toString('hex')}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 60);
    const template = options.migrated === false ? null : await migratedTemplate(base, runDb);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      dialect: 'postgres',
      async drop() {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  if (options.migrated !== false) copyFileSync(await migratedSqliteTemplate(), path.join(dir, 'portal.db'));
  return {
    url: `sqlite:${path.join(dir, 'portal.db')}`,
    dialect: 'sqlite',
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrated database of the test file's own, opened before its tests and dropped after them. */
export function useTestDatabase(): { readonly handle: DatabaseHandle } {
  const ctx = {} as { handle: DatabaseHandle };
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    ctx.handle = createDatabase(testDb.url);
  });
  afterAll(async () => {
    await ctx.handle?.destroy();
    await testDb?.drop();
  });
  return ctx;
}
