/** Thin HTTP of the webhook endpoints (admins): list, create, change, delete, test, deliveries, replay. */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import type { WebhooksService } from './webhooks.service';

export function webhooksRoutes(deps: { webhooks: WebhooksService; guards: RouteGuards }): Router {
  const { webhooks } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/admin/webhooks',
    handle(() => webhooks.list()),
  );
  router.post(
    '/api/admin/webhooks',
    handle((req) => webhooks.create(req.body, currentUser(req).id)),
  );
  router.patch(
    '/api/admin/webhooks/:id',
    handle((req) => webhooks.update(req.params.id, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/admin/webhooks/:id',
    handle((req) => webhooks.remove(req.params.id, currentUser(req).id)),
  );
  router.post(
    '/api/admin/webhooks/:id/test',
    handle((req) => webhooks.sendTest(req.params.id, currentUser(req).id)),
  );
  router.get(
    '/api/admin/webhooks/:id/deliveries',
    handle((req) => webhooks.deliveries(req.params.id)),
  );
  router.post(
    '/api/admin/webhooks/:id/deliveries/:deliveryId/replay',
    handle((req) => webhooks.replay(req.params.id, req.params.deliveryId, currentUser(req).id)),
  );
  return router;
}
