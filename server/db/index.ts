/** One Kysely instance over SQLite (embedded default) or PostgreSQL, chosen by DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
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

/** Distinct statements kept prepared; the product issues a few hundred at most. */
const STATEMENT_CACHE = 500;

/**
 * better-sqlite3 behind Kysely, preparing each distinct SQL text once: Kysely's SQLite driver
 * prepares every statement on every call, which costs as much as running a small query.
 */
function cachingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close() {
      cache.clear();
      sqlite.close();
    },
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached) return cached;
      const statement = sqlite.prepare(text);
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(text, statement);
      return statement;
    },
  };
}

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
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
