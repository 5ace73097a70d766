/** Thin HTTP of the staff accounts screen (/api/staff/accounts…): the admin role only. */
import { Router } from 'express';
import { currentUser, requireAdmin } from '../../http/guards';
import { handle } from '../../http/handle';
import { requireRecentAuthentication } from '../../http/step-up';
import type { Clock } from '../../lib/clock';
import '../../http/session-user';
import type { StaffAccountsService } from './staff-accounts.service';

export function staffAccountsRoutes(deps: { staffAccounts: StaffAccountsService; clock: Clock }): Router {
  const { staffAccounts } = deps;
  const router = Router();
  router.use('/api/staff/accounts', requireAdmin);

  router.get(
    '/api/staff/accounts',
    handle((req) => staffAccounts.list(currentUser(req).id)),
  );
  router.post(
    '/api/staff/accounts',
    handle((req) => staffAccounts.invite(req.body, currentUser(req).id)),
  );
  // Who may see every candidate's personal data: only a session that proved its user lately.
  router.put(
    '/api/staff/accounts/:id/role',
    requireRecentAuthentication(deps.clock),
    handle((req) => staffAccounts.setRole(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/accounts/:id/sessions/end',
    handle((req) => staffAccounts.endSessions(req.params.id, currentUser(req).id)),
  );
  router.post(
    '/api/staff/accounts/:id/deactivate',
    handle((req) => staffAccounts.deactivate(req.params.id, currentUser(req).id)),
  );
  return router;
}
