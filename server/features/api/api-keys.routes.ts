/** Thin HTTP of the API keys (admins): list, create (the key shown once), revoke. */
import { Router } from 'express';
import { currentUser, requireAdmin } from '../../http/guards';
import { handle } from '../../http/handle';
import { requireRecentAuthentication } from '../../http/step-up';
import type { Clock } from '../../lib/clock';
import type { ApiKeysService } from './api-keys.service';

export function apiKeysRoutes(deps: { apiKeys: ApiKeysService; clock: Clock }): Router {
  const { apiKeys } = deps;
  const router = Router();
  router.use('/api/admin/api-keys', requireAdmin);
  router.get(
    '/api/admin/api-keys',
    handle(() => apiKeys.list()),
  );
  // A key reads candidates' personal data from anywhere: only a session that proved its user lately.
  router.post(
    '/api/admin/api-keys',
    requireRecentAuthentication(deps.clock),
    handle((req) => apiKeys.create(req.body, currentUser(req).id)),
  );
  router.post(
    '/api/admin/api-keys/:id/revoke',
    handle((req) => apiKeys.revoke(req.params.id, currentUser(req).id)),
  );
  return router;
}
