/** Thin HTTP of the hiring sites I-9 staff add and change (their list is GET /api/staff/i9/sites). */
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { I9Service } from './i9.service';

export function hiringSiteRoutes(deps: { i9: I9Service; guards: RouteGuards }) {
  const { i9 } = deps;
  const router = declaredRouter(deps.guards);
  router.post(
    '/api/staff/i9/sites',
    handle((req) => i9.addHiringSite(req.body, currentUser(req).id)),
  );
  router.put(
    '/api/staff/i9/sites/:siteId',
    handle((req) => i9.changeHiringSite(req.params.siteId, req.body, currentUser(req).id)),
  );
  return router;
}
