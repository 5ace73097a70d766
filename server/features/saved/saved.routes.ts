/** Thin HTTP for saved jobs, saved searches and the one-click unsubscribe of their alerts. */
import { Router } from 'express';
import { ghostRefusals } from '../../http/ghost';
import { currentUser, requireConfirmedUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import { rateLimit } from '../../http/rate-limit';
import '../../http/session-user';
import type { AuditLog } from '../../lib/audit';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SavedService } from './saved.service';

export function savedRoutes(deps: { saved: SavedService; rateLimiter: RateLimiter; audit: AuditLog }): Router {
  const { saved } = deps;
  const notWhileViewing = ghostRefusals(deps.audit)('saved');
  const router = Router();
  // Guessing unsubscribe tokens is throttled per client.
  const tokenLimit = rateLimit(deps.rateLimiter, 'unsubscribe', { limit: 300, windowMs: 3_600_000 });

  router.get(
    '/api/me/saved-jobs',
    requireConfirmedUser,
    handle((req) => saved.listJobs(currentUser(req).id)),
  );
  router.put(
    '/api/me/saved-jobs/:jobOrderId',
    requireConfirmedUser,
    notWhileViewing,
    handle((req) => saved.saveJob(currentUser(req).id, req.params.jobOrderId, info(req))),
  );
  router.delete(
    '/api/me/saved-jobs/:jobOrderId',
    requireConfirmedUser,
    notWhileViewing,
    handle((req) => saved.unsaveJob(currentUser(req).id, req.params.jobOrderId, info(req))),
  );

  router.get(
    '/api/me/saved-searches',
    requireConfirmedUser,
    handle((req) => saved.listSearches(currentUser(req).id)),
  );
  router.post(
    '/api/me/saved-searches',
    requireConfirmedUser,
    notWhileViewing,
    handle((req) => saved.createSearch(currentUser(req).id, req.body, info(req))),
  );
  router.get(
    '/api/me/saved-searches/:id',
    requireConfirmedUser,
    handle((req) => saved.getSearch(currentUser(req).id, req.params.id)),
  );
  router.patch(
    '/api/me/saved-searches/:id',
    requireConfirmedUser,
    notWhileViewing,
    handle((req) => saved.changeSearch(currentUser(req).id, req.params.id, req.body, info(req))),
  );
  router.delete(
    '/api/me/saved-searches/:id',
    requireConfirmedUser,
    notWhileViewing,
    handle((req) => saved.deleteSearch(currentUser(req).id, req.params.id, info(req))),
  );

  // The link in alert mail: GET is the SPA's page (it reads this and shows a button, changing
  // nothing); a POST to the same address unsubscribes (RFC 8058 one-click, no sign-in).
  router.get(
    '/api/unsubscribe/:token',
    tokenLimit,
    handle((req) => saved.unsubscribeInfo(req.params.token)),
  );
  router.post(
    '/unsubscribe/:token',
    notWhileViewing,
    tokenLimit,
    handle((req) => saved.unsubscribe(req.params.token, info(req))),
  );
  return router;
}
