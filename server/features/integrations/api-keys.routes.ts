/** Thin HTTP of the API keys (admins): list, create (the key shown once), revoke. */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import type { ApiKeysService } from './api-keys.service';

export function apiKeysRoutes(deps: { apiKeys: ApiKeysService; guards: RouteGuards }): Router {
  const { apiKeys } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/admin/api-keys',
    handle(() => apiKeys.list()),
  );
  router.post(
    '/api/admin/api-keys',
    handle((req) => apiKeys.create(req.body, currentUser(req).id)),
  );
  router.post(
    '/api/admin/api-keys/:id/revoke',
    handle((req) => apiKeys.revoke(req.params.id, currentUser(req).id)),
  );
  return router;
}
