/** Thin HTTP of the API keys (admins): list, create (the key shown once), revoke. */
import { Router } from 'express';
import { currentUser, requireAdmin } from '../../http/guards';
import { handle } from '../../http/handle';
import type { ApiKeysService } from './api-keys.service';

export function apiKeysRoutes(deps: { apiKeys: ApiKeysService }): Router {
  const { apiKeys } = deps;
  const router = Router();
  router.use('/api/admin/api-keys', requireAdmin);
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
