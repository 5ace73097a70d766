/**
 * One Kysely instance over SQLite (embedded default) or PostgreSQL, chosen by DATABASE_URL.
 * Past 300 lines because the PostgreSQL pool's rules (wait budget, the connection a request keeps,
 * lost connections) are one piece with the handle that uses them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../lib/db-errors';
import type { Database } from './schema';
import { currentDatabaseWork, type DatabaseWork } from './work-context';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /**
   * Asks the database to answer `select 1` outside the pool (a connection of its own on
   * PostgreSQL, the file's handle directly on SQLite), so a saturated pool does not delay it.
   */
  ping(): Promise<void>;
  /** The pool's state (PostgreSQL); null on SQLite, which has no pool. */
  load(): PoolLoad | null;
  destroy(): Promise<void>;
}

export interface PoolLoad {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** When a request last gave up waiting for a connection (epoch ms), or 0. */
  lastShedAt: number;
}

export interface DatabaseOptions {
  /** Told when an idle connection is dropped by the server (restart, failover, admin). */
  onIdleError?: (err: Error) => void;
  /** PostgreSQL connections in the pool (default 10). */
  poolMax?: number;
  /**
   * The longest a request waits for pooled connections, all its queries together, before its
   * work is refused with DatabaseUnavailableError('busy'). Unset: as long as it takes.
   */
  acquireTimeoutMs?: number;
  /**
   * The most requests that wait for a pooled connection at once; one more is refused at once
   * (DatabaseUnavailableError('busy')) rather than queued behind work it would only wait for.
   * Unset: no limit. Work outside a request (housekeeping, outbox) is never refused this way.
   */
  queueMax?: number;
  /** PostgreSQL's statement_timeout for every pooled connection; unset or 0: none. */
  statementTimeoutMs?: number;
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

const PING_TIMEOUT_MS = 2_000;

/** Resolves `promise`, or rejects with DatabaseUnavailableError('down') after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError('down', `${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The connection a request is lending to its queries, by request. */
type Lending = WeakMap<DatabaseWork, { lend(): Promise<pg.PoolClient | null> | null }>;

/**
 * The request keeps the connection of its first query until it ends (endDatabaseWork): its later
 * queries take it again without waiting for the pool. While it is lent (a query or a transaction
 * under way), another query of the same request waits for it, as on SQLite's one connection:
 * a request never holds one connection while waiting for a second, so requests that each hold
 * one cannot all wait for another (at twice as many requests at work as connections, they did,
 * until their budgets ran out).
 */
function keepForRequest(
  work: DatabaseWork,
  client: pg.PoolClient,
  broken: WeakSet<pg.PoolClient>,
  lending: Lending,
): pg.PoolClient {
  const release = client.release;
  let lent = true;
  let done = false;
  /** The request's own queries waiting for its connection (null: take one from the pool). */
  const queue: ((client: pg.PoolClient | null) => void)[] = [];
  const finish = (err?: Error | boolean) => {
    done = true;
    if (work.kept === kept) work.kept = undefined;
    lending.delete(work);
    release(err);
    for (const waiter of queue.splice(0)) waiter(null);
  };
  const kept = {
    giveBack() {
      if (done) return;
      if (lent) done = true;
      else finish();
    },
  };
  client.release = (err?: Error | boolean) => {
    lent = false;
    if (err || broken.has(client)) return finish(err);
    const waiter = queue.shift();
    if (waiter) {
      lent = true;
      return waiter(client);
    }
    if (done) finish();
  };
  work.kept = kept;
  lending.set(work, {
    lend() {
      if (done) return null;
      if (!lent) {
        lent = true;
        return Promise.resolve(client);
      }
      // Bounded: a query that waits for its own request's transaction past the budget (code
      // that should use the transaction's handle) falls back to the pool instead of hanging.
      return new Promise((resolve) => {
        const timer = setTimeout(
          () => {
            const at = queue.indexOf(waiter);
            if (at >= 0) queue.splice(at, 1);
            resolve(null);
          },
          Math.max(0, work.waitBudgetMs),
        );
        const waiter = (c: pg.PoolClient | null) => {
          clearTimeout(timer);
          resolve(c);
        };
        queue.push(waiter);
      });
    },
  });
  return client;
}

/**
 * The pool as Kysely sees it: before a query takes a connection, work for a client that has gone
 * away is dropped, and a request waits only what is left of its budget (server/db/work-context.ts).
 * A connection that arrives after its waiter gave up goes straight back to the pool.
 */
function boundedPool(pool: pg.Pool, options: DatabaseOptions, shed: () => void, onError: (err: Error) => void) {
  const limit = options.acquireTimeoutMs ?? Infinity;
  const watched = new WeakSet<pg.PoolClient>();
  const broken = new WeakSet<pg.PoolClient>();
  /**
   * A backend ended under a query in flight (terminated by an administrator, a restart): the
   * query fails, and the socket's end that follows is emitted as an error, which must not crash
   * the process while the connection is checked out, nor return a dead connection to the pool.
   */
  const watch = (client: pg.PoolClient): pg.PoolClient => {
    if (!watched.has(client)) {
      watched.add(client);
      client.on('error', onError);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          result.catch((err: { code?: string }) => {
            if (isDatabaseUnavailable(err) && err.code !== '57014') broken.add(client);
          });
        }
        return result;
      };
    }
    const release = client.release;
    client.release = (err?: Error | boolean) =>
      release(err ?? (broken.has(client) ? new Error('The connection was lost.') : undefined));
    return client;
  };
  const busy = () => new DatabaseUnavailableError('busy', 'No database connection within the wait budget.');
  /** Each request's kept connection, lent to its queries one at a time (see keepForRequest). */
  const lending: Lending = new WeakMap();
  const keep = (work: DatabaseWork, client: pg.PoolClient) => keepForRequest(work, client, broken, lending);
  const connect = async (): Promise<pg.PoolClient> => {
    const work = currentDatabaseWork();
    const aborted = () => new DatabaseUnavailableError('aborted', 'The client went away.');
    if (work?.signal.aborted) throw aborted();
    const kept = work ? await lending.get(work)?.lend() : null;
    if (kept) return kept;
    const budget = Math.min(limit, work?.waitBudgetMs ?? Infinity);
    // A queue longer than the pool can drain within the budget only makes every waiter late; a
    // request already under way keeps its place, so the work done for it is not thrown away.
    if (budget <= 0 || (work && !work.admitted && pool.waitingCount >= (options.queueMax ?? Infinity))) {
      shed();
      throw busy();
    }
    const started = performance.now();
    const pending = pool.connect();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      if (budget >= limit && !work) return watch(await pending);
      // Give up when the budget left is spent (before the pool's own timeout) or the client goes
      // away; a connection that arrives afterwards goes straight back to the pool.
      const gaveUp = new Promise<never>((_, reject) => {
        const giveUp = (err: Error) => {
          pending.then(
            (client) => client.release(),
            () => undefined,
          );
          reject(err);
        };
        if (budget < limit) timer = setTimeout(() => giveUp(busy()), budget);
        onAbort = () => giveUp(aborted());
        work?.signal.addEventListener('abort', onAbort, { once: true });
      });
      const client = watch(await Promise.race([pending, gaveUp]));
      if (!work) return client;
      work.admitted = true;
      return work.ended || work.kept ? client : keep(work, client);
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) {
        if (err.reason === 'busy') shed();
        throw err;
      }
      // The pool's own timeout is a full pool; anything else is a database that refused or dropped us.
      const full = err instanceof Error && err.message.startsWith('timeout exceeded when trying to connect');
      if (full) shed();
      throw new DatabaseUnavailableError(full ? 'busy' : 'down', (err as Error).message, { cause: err });
    } finally {
      clearTimeout(timer);
      if (onAbort) work?.signal.removeEventListener('abort', onAbort);
      if (work) work.waitBudgetMs -= performance.now() - started;
    }
  };
  return { connect, end: () => pool.end() };
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const onIdleError = options.onIdleError ?? ((err: Error) => console.warn(`database connection lost: ${err.message}`));
  if (url.startsWith('postgres')) {
    const statementTimeout = options.statementTimeoutMs || undefined;
    const max = options.poolMax ?? 10;
    const pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: options.acquireTimeoutMs,
      statement_timeout: statementTimeout,
    });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => onIdleError(err));
    let lastShedAt = 0;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: boundedPool(pool, options, () => (lastShedAt = Date.now()), onIdleError),
      }),
      plugins: [new CamelCasePlugin()],
    });
    // Health checks use a connection of their own, opened on first use and again after a failure.
    let probe: pg.Client | null = null;
    let inFlight: Promise<void> | null = null;
    const dropProbe = () => {
      const client = probe;
      probe = null;
      client?.end().catch(() => undefined);
    };
    const pingOnce = async () => {
      if (!probe) {
        const client = new pg.Client({ connectionString: url, statement_timeout: PING_TIMEOUT_MS });
        client.on('error', () => {
          if (probe === client) probe = null;
        });
        probe = client;
        await within(client.connect(), PING_TIMEOUT_MS, 'connecting to the database');
      }
      await within(probe.query('select 1'), PING_TIMEOUT_MS, 'select 1');
    };
    return {
      db,
      dialect: 'postgres',
      // Concurrent checks share one round trip.
      ping() {
        inFlight ??= pingOnce()
          .catch((err: unknown) => {
            dropProbe();
            throw err;
          })
          .finally(() => (inFlight = null));
        return inFlight;
      },
      load: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, lastShedAt }),
      destroy: async () => {
        dropProbe();
        await db.destroy();
      },
    };
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
  return {
    db,
    dialect: 'sqlite',
    // The file's own handle: not queued behind Kysely's single-connection lock.
    ping: async () => void sqlite.prepare('select 1').get(),
    load: () => null,
    destroy: () => db.destroy(),
  };
}
