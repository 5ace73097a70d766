/**
 * Thin HTTP of interviews: staff propose, move and cancel (/api/staff/…); the candidate lists and
 * chooses on the dashboard (/api/me/…, signed in and confirmed) or from the mailed link (the
 * token is the permission, no sign-in needed).
 */
import { Router } from 'express';
import { currentUser, requireConfirmedUser, requireStaff } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import type { InterviewsService } from './interviews.service';

export function interviewsRoutes(deps: { interviews: InterviewsService }): Router {
  const { interviews } = deps;
  const router = Router();

  router.post(
    '/api/staff/applications/:id/interviews',
    requireStaff,
    handle((req) => interviews.propose(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/applications/:id/interviews',
    requireStaff,
    handle((req) => interviews.forApplication(req.params.id)),
  );
  router.post(
    '/api/staff/interviews/:id/reschedule',
    requireStaff,
    handle((req) => interviews.reschedule(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/interviews/:id/cancel',
    requireStaff,
    handle((req) => interviews.cancel(req.params.id, currentUser(req).id)),
  );

  router.get(
    '/api/me/interviews',
    requireConfirmedUser,
    handle((req) => interviews.mine(currentUser(req).id)),
  );
  router.post(
    '/api/me/interviews/:id/pick',
    requireConfirmedUser,
    handle((req) => interviews.pickAsCandidate(currentUser(req).id, req.params.id, req.body, requestInfo(req))),
  );

  router.get(
    '/api/interview-invitations',
    handle((req) => interviews.invitation(req.query.token)),
  );
  router.post(
    '/api/interview-invitations/pick',
    handle((req) => interviews.pickByToken(req.body, requestInfo(req))),
  );
  return router;
}
