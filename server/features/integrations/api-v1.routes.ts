/**
 * /api/v1: the employer's systems, authenticated by `Authorization: Bearer <key>` only. Mounted
 * before the session and the same-origin guard: no cookie is read, so nothing here acts on a
 * browser's ambient authority, and a key in a header is not something a cross-site page can send
 * (the browser would need a CORS preflight, which is never granted). Every error is a problem
 * details answer (problem.ts); nothing under /api/v1 falls through to the rest of the app but
 * the apply link's older job page.
 */
import express, { type Request, type RequestHandler, type Router } from 'express';
import { API_V1, type ApiScope } from '../../../common/api-keys';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { HTTP_MESSAGES } from '../../http/messages';
import { noStore } from '../../http/security';
import { sendStoredFile } from '../../http/send-stored-file';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Logger } from '../../logger';
import { apiDocsCss, apiDocsPage } from './api-docs';
import type { ApiCaller, ApiKeysService } from './api-keys.service';
import type { ApiV1Service } from './api-v1.service';
import { openApiDocument } from './openapi';
import { problemHandler, problemNotFound } from './problem';

declare module 'express-serve-static-core' {
  interface Request {
    apiCaller?: ApiCaller;
  }
}

interface ApiV1RoutesDeps {
  api: ApiV1Service;
  apiKeys: ApiKeysService;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** Requests a minute per key. */
  perMinute: number;
  publicUrl: string;
  siteName: string;
  logger: Logger;
  guards: RouteGuards;
}

const caller = (req: Request): ApiCaller => req.apiCaller!;

/** The key behind a request to /api/v1 (the route guards name it as the owner of its Idempotency-Keys). */
export const apiKeyOfRequest = (req: Request): number | undefined => req.apiCaller?.keyId;

/** The route table's check of a key's scope (server/route-table.ts declares each route's). */
export function requireScope(needed: ApiScope): RequestHandler {
  return (req, _res, next) => {
    if (!caller(req).scopes.includes(needed))
      return next(new AppError(ErrorCode.FORBIDDEN, `This API key lacks the ${needed} scope.`));
    next();
  };
}

export function apiV1Routes(deps: ApiV1RoutesDeps): Router {
  const { api, apiKeys, rateLimiter } = deps;
  const router = declaredRouter(deps.guards, API_V1);
  const document = openApiDocument({ publicUrl: deps.publicUrl, siteName: deps.siteName });
  const documentJson = JSON.stringify(document);
  const docsHtml = apiDocsPage(document);

  // The apply link's job page (GET /api/v1/joborder/{id}, its own token, jobs.routes.ts) predates
  // this API and keeps its own rules: it leaves this router for the rest of the app.
  router.use('/joborder', (_req, _res, next) => next('router'));

  // The reference needs no key: it describes the API, it opens nothing.
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(documentJson);
  });
  router.get('/docs', (_req, res) => {
    res.type('text/html').send(docsHtml);
  });
  router.get('/docs.css', (_req, res) => {
    res.type('text/css').setHeader('Cache-Control', 'public, max-age=3600').send(apiDocsCss);
  });

  router.use(noStore);
  router.use(async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const found = match?.[1] ? await apiKeys.authenticate(match[1]) : null;
    if (!found) {
      const detail = match
        ? 'The API key is unknown, revoked or expired, or its creator can no longer make keys.'
        : 'Send an API key: Authorization: Bearer <key>.';
      return next(new AppError(ErrorCode.UNAUTHENTICATED, detail));
    }
    req.apiCaller = found;
    next();
  });
  // Per key, in the shared database counters: every instance counts the same requests.
  router.use(async (req, _res, next) => {
    const result = await rateLimiter.hit(`api:${caller(req).keyId}`, { limit: deps.perMinute, windowMs: 60_000 });
    if (result.allowed) return next();
    const retryAfter = Math.max(1, Math.ceil((result.resetAt - deps.clock()) / 1000));
    next(new AppError(ErrorCode.RATE_LIMITED, HTTP_MESSAGES.tooManyRequests, undefined, { retryAfter }));
  });
  router.use(express.json({ limit: '100kb' }));
  // Form I-9s hold identity and immigration data: no key reads them, whatever its scopes (no scope
  // grants it). Refused in words rather than left to look like a missing resource (docs/api.md §2).
  router.use('/i9', (_req, _res, next) => {
    next(
      new AppError(
        ErrorCode.FORBIDDEN,
        'Form I-9 records are not available through the API: only staff with the Form I-9 permission open them, in the portal.',
      ),
    );
  });

  const answer =
    (fn: (req: Request) => Promise<unknown>): RequestHandler =>
    async (req, res) => {
      res.json(await fn(req));
    };

  router.get(
    '/jobs',
    answer((req) => api.jobs(req.query)),
  );
  router.get(
    '/jobs/:id',
    answer((req) => api.job(req.params.id)),
  );
  /**
   * A POST that makes something. With an Idempotency-Key a repeat answers the first result: the
   * route guards do that for every write (http/idempotency.ts).
   */
  const creates =
    (make: (req: Request) => Promise<unknown>): RequestHandler =>
    async (req, res) => {
      res.status(201).json(await make(req));
    };

  router.post(
    '/jobs',
    creates((req) => api.createJob(req.body, caller(req))),
  );
  router.put('/jobs/by-external-id/:externalId', async (req, res) => {
    const result = await api.upsertJob(req.params.externalId, req.body, caller(req));
    res.status(result.created ? 201 : 200).json(result);
  });
  router.post(
    '/jobs/:id/close',
    answer((req) => api.closeJob(req.params.id, caller(req))),
  );
  router.get(
    '/applications',
    answer((req) => api.applications(req.query, caller(req))),
  );
  router.get(
    '/applications/:id',
    answer((req) => api.application(req.params.id, caller(req))),
  );
  router.post(
    '/applications/:id/status',
    answer((req) => api.setApplicationStatus(req.params.id, req.body, caller(req))),
  );

  router.get(
    '/candidates/:id',
    answer((req) => api.candidate(req.params.id, caller(req))),
  );
  router.get(
    '/document-templates',
    answer(() => api.templates()),
  );
  router.get(
    '/documents',
    answer((req) => api.documents(req.query)),
  );
  router.post(
    '/documents',
    creates((req) => api.assignDocument(req.body, caller(req))),
  );
  router.get(
    '/documents/:id',
    answer((req) => api.document(req.params.id)),
  );
  router.get('/documents/:id/signed.pdf', async (req, res) => {
    const { filename, file } = await api.signedPdf(req.params.id, caller(req));
    res.type('application/pdf');
    res.attachment(filename);
    await sendStoredFile(req, res, file);
  });

  router.use(problemNotFound);
  router.use(problemHandler(deps.logger));
  return router;
}
