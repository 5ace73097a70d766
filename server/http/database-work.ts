/**
 * Opens the database layer's view of each request (server/db/work-context.ts): the queries of a
 * client that has gone away do not start, and a request waits at most `acquireTimeoutMs` in all
 * for pooled connections before it is answered 503.
 */
import type { RequestHandler } from 'express';
import { runWithDatabaseWork } from '../db/work-context';

export function databaseWork(acquireTimeoutMs: number): RequestHandler {
  return (req, res, next) => {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    runWithDatabaseWork({ signal: controller.signal, waitBudgetMs: acquireTimeoutMs }, next);
  };
}
