/** Thin HTTP of the reader's zone: GET and PUT /api/me/time-zone (the /profile select). */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import type { ReaderZoneService } from './reader-zone.service';

export function readerZoneRoutes(deps: { readerZone: ReaderZoneService; guards: RouteGuards }): Router {
  const { readerZone } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/me/time-zone',
    handle((req) => readerZone.get(currentUser(req).id)),
  );
  router.put(
    '/api/me/time-zone',
    handle((req) => readerZone.set(currentUser(req).id, req.body, requestInfo(req))),
  );
  return router;
}
