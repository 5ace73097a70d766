/**
 * Admission at the door (server/lib/admission.ts): each request is classed from the route table
 * before any shared work (the session's read, the rate-limit counters), then waits for a place
 * within what is left of its budget (DB_ACQUIRE_TIMEOUT_MS, shared with its waits for a pooled
 * connection) or is answered 503 with Retry-After. Static files are served before it and need no place.
 */
import type { Request, RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import { currentDatabaseWork } from '../db/work-context';
import { AppError, ErrorCode } from '../errors';
import { type Admission, AdmissionRefused, type AdmissionClass } from '../lib/admission';
import { ROUTE_TABLE } from '../route-table';
import { UNAVAILABLE_RETRY_AFTER } from './error-handler';
import { HTTP_MESSAGES } from './messages';
import type { RoutePolicy } from './route-policy';

type Classify = (req: Request) => AdmissionClass;

/**
 * The class of each request, from the route table's paths as Express matches them (path-to-regexp,
 * case-insensitive, a trailing slash allowed): literal paths first, then those with parameters, the
 * catch-all last. A `read` without a session cookie or a bearer token is an anonymous read; a
 * path the table does not know is one too.
 */
export function routeClassifier(sessionCookie: string): Classify {
  const byMethod = new Map<string, { test: (path: string) => boolean; cls: AdmissionClass; rank: number }[]>();
  for (const [key, policy] of Object.entries(ROUTE_TABLE as Record<string, RoutePolicy>)) {
    const [method, path] = key.split(' ') as [string, string];
    const matches = match(path, { decode: false });
    const rank = path.includes('*') ? 2 : /[:{]/.test(path) ? 1 : 0;
    const list = byMethod.get(method) ?? [];
    list.push({ test: (p) => matches(p) !== false, cls: policy.class, rank });
    byMethod.set(method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => a.rank - b.rank);
  const cookie = `${sessionCookie}=`;
  return (req) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const cls = byMethod.get(method)?.find((r) => r.test(req.path))?.cls ?? 'anonymousRead';
    if (cls !== 'read') return cls;
    const credentials = Boolean(req.headers.authorization) || (req.headers.cookie ?? '').includes(cookie);
    return credentials ? 'read' : 'anonymousRead';
  };
}

export interface AdmissionDeps {
  admission: Admission;
  classify: Classify;
  /** The wait budget when no database work context is open (DB_ACQUIRE_TIMEOUT_MS). */
  budgetMs: number;
  /** Told of every 503 answered to an admitted or refused request, with its class. */
  onUnavailable: (cls: AdmissionClass, stage: 'admission' | 'work') => void;
}

export function admissionControl(deps: AdmissionDeps): RequestHandler {
  return (req, res, next) => {
    const cls = deps.classify(req);
    const work = currentDatabaseWork();
    const started = performance.now();
    deps.admission.enter(cls, req.ip ?? 'unknown', work?.waitBudgetMs ?? deps.budgetMs, work?.signal).then(
      (leave) => {
        if (work) work.waitBudgetMs -= performance.now() - started;
        const done = () => {
          leave();
          if (res.statusCode === 503) deps.onUnavailable(cls, 'work');
        };
        res.once('close', done);
        next();
      },
      (err: unknown) => {
        if (!(err instanceof AdmissionRefused)) return next(err);
        if (err.reason === 'busy') deps.onUnavailable(cls, 'admission');
        next(
          new AppError(ErrorCode.UNAVAILABLE, HTTP_MESSAGES.busy, undefined, { retryAfter: UNAVAILABLE_RETRY_AFTER }),
        );
      },
    );
  };
}
