/**
 * What the database layer knows of the request its work is for, without seeing the request: whether
 * the client has gone away (its queries need not start), and how much longer it may wait for a
 * pooled connection. The HTTP layer opens one per request (server/http/database-work.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DatabaseWork {
  /** Aborted when the client goes away before its answer is written. */
  signal: AbortSignal;
  /** Milliseconds this request may still wait for connections, all its queries together. */
  waitBudgetMs: number;
  /** Set once the request has had a connection: a full queue refuses new requests, not admitted ones. */
  admitted?: boolean;
}

const current = new AsyncLocalStorage<DatabaseWork>();

export function runWithDatabaseWork<T>(work: DatabaseWork, fn: () => T): T {
  return current.run(work, fn);
}

export function currentDatabaseWork(): DatabaseWork | undefined {
  return current.getStore();
}
