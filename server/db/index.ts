/** One Kysely instance over SQLite (embedded default) or PostgreSQL, chosen by DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// int8 (counts, epoch milliseconds) fits a JS number for every value this product stores.
pg.types.setTypeParser(20, (v: string) => Number(v));

export function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

export function createDatabase(
  url: string,
  onIdleError: (err: Error) => void = (err) => console.warn(`database connection lost: ${err.message}`),
): DatabaseHandle {
  if (url.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => onIdleError(err));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqliteFile(url);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; busy_timeout queues writers instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
