/** Thin HTTP for saved jobs, saved searches and the one-click unsubscribe of their alerts. */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import '../../http/session-user';
import type { SavedService } from './saved.service';

export function savedRoutes(deps: { saved: SavedService; guards: RouteGuards }): Router {
  const { saved } = deps;
  const router = declaredRouter(deps.guards);

  router.get(
    '/api/me/saved-jobs',
    handle((req) => saved.listJobs(currentUser(req).id)),
  );
  router.put(
    '/api/me/saved-jobs/:jobOrderId',
    handle((req) => saved.saveJob(currentUser(req).id, req.params.jobOrderId, info(req))),
  );
  router.delete(
    '/api/me/saved-jobs/:jobOrderId',
    handle((req) => saved.unsaveJob(currentUser(req).id, req.params.jobOrderId, info(req))),
  );

  router.get(
    '/api/me/saved-searches',
    handle((req) => saved.listSearches(currentUser(req).id)),
  );
  router.post(
    '/api/me/saved-searches',
    handle((req) => saved.createSearch(currentUser(req).id, req.body, info(req))),
  );
  router.get(
    '/api/me/saved-searches/:id',
    handle((req) => saved.getSearch(currentUser(req).id, req.params.id)),
  );
  router.patch(
    '/api/me/saved-searches/:id',
    handle((req) => saved.changeSearch(currentUser(req).id, req.params.id, req.body, info(req))),
  );
  router.delete(
    '/api/me/saved-searches/:id',
    handle((req) => saved.deleteSearch(currentUser(req).id, req.params.id, info(req))),
  );

  // The link in alert mail: GET is the SPA's page (it reads this and shows a button, changing
  // nothing); a POST to the same address unsubscribes (RFC 8058 one-click, no sign-in).
  router.get(
    '/api/unsubscribe/:token',
    handle((req) => saved.unsubscribeInfo(req.params.token)),
  );
  router.post(
    '/unsubscribe/:token',
    handle((req) => saved.unsubscribe(req.params.token, info(req))),
  );
  return router;
}
