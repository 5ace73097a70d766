/**
 * What the database layer knows of the request its work is for, without seeing the request: whether
 * the client has gone away (its queries need not start), how much longer it may wait for a pooled
 * connection, and the connection it keeps from its first query to its end, so that it waits for the
 * pool once however many queries it makes. The HTTP layer opens one per request and ends it when the
 * answer is sent (server/http/database-work.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DatabaseWork {
  /** Aborted when the client goes away before its answer is written. */
  signal: AbortSignal;
  /** Milliseconds this request may still wait for connections, all its queries together. */
  waitBudgetMs: number;
  /** Set once the request has had a connection: a full queue refuses new requests, not admitted ones. */
  admitted?: boolean;
  /** The request's own connection (PostgreSQL), set by the pool on its first query. */
  kept?: { giveBack(): void };
  /** The request has ended: its connection goes back, and later work takes one only for itself. */
  ended?: boolean;
}

const current = new AsyncLocalStorage<DatabaseWork>();

export function runWithDatabaseWork<T>(work: DatabaseWork, fn: () => T): T {
  return current.run(work, fn);
}

export function currentDatabaseWork(): DatabaseWork | undefined {
  return current.getStore();
}

/** The request has ended: the connection it kept goes back to the pool (at once, or after its query). */
export function endDatabaseWork(work: DatabaseWork): void {
  work.ended = true;
  work.kept?.giveBack();
  work.kept = undefined;
}
