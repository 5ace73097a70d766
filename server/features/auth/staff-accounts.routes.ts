/** Thin HTTP of the staff accounts screen (/api/staff/accounts…): the admin role only. */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { StaffAccountsService } from './staff-accounts.service';

export function staffAccountsRoutes(deps: { staffAccounts: StaffAccountsService; guards: RouteGuards }): Router {
  const { staffAccounts } = deps;
  const router = declaredRouter(deps.guards);

  router.get(
    '/api/staff/accounts',
    handle((req) => staffAccounts.list(currentUser(req).id)),
  );
  router.post(
    '/api/staff/accounts',
    handle((req) => staffAccounts.invite(req.body, currentUser(req).id)),
  );
  router.put(
    '/api/staff/accounts/:id/role',
    handle((req) => staffAccounts.setRole(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/accounts/:id/sessions/end',
    handle((req) => staffAccounts.endSessions(req.params.id, currentUser(req).id)),
  );
  router.put(
    '/api/staff/accounts/:id/permissions',
    handle((req) => staffAccounts.setPermissions(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/accounts/:id/deactivate',
    handle((req) => staffAccounts.deactivate(req.params.id, currentUser(req).id)),
  );
  return router;
}
