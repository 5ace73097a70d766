/**
 * Opens the database layer's view of each request (server/db/work-context.ts): the queries of a
 * client that has gone away do not start, a request waits at most `acquireTimeoutMs` in all for a
 * place (server/http/admission.ts) and a pooled connection before it is answered 503, and the
 * connection it kept goes back when its answer is sent or its client goes away.
 */
import type { RequestHandler } from 'express';
import { type DatabaseWork, endDatabaseWork, runWithDatabaseWork } from '../db/work-context';

export function databaseWork(acquireTimeoutMs: number): RequestHandler {
  return (req, res, next) => {
    const controller = new AbortController();
    const work: DatabaseWork = { signal: controller.signal, waitBudgetMs: acquireTimeoutMs };
    res.once('finish', () => endDatabaseWork(work));
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
      endDatabaseWork(work);
    });
    runWithDatabaseWork(work, next);
  };
}
