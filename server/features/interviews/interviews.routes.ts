/**
 * Thin HTTP of interviews: staff propose, move and cancel (/api/staff/…); the candidate lists and
 * chooses on the dashboard (/api/me/…, signed in and confirmed) or from the mailed link (the
 * token is the permission, no sign-in needed).
 */
import type { Response, Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import type { InterviewsService } from './interviews.service';

/** The candidate's "Add to calendar": a file to save, not a page. */
function sendCalendar(res: Response, ics: string) {
  res.attachment('interview.ics');
  res.type('text/calendar; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(ics);
}

export function interviewsRoutes(deps: { interviews: InterviewsService; guards: RouteGuards }): Router {
  const { interviews } = deps;
  const router = declaredRouter(deps.guards);

  router.post(
    '/api/staff/applications/:id/interviews',
    handle((req) => interviews.propose(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/applications/:id/interviews',
    handle((req) => interviews.forApplication(req.params.id)),
  );
  router.post(
    '/api/staff/interviews/:id/reschedule',
    handle((req) => interviews.reschedule(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/interviews/:id/cancel',
    handle((req) => interviews.cancel(req.params.id, currentUser(req).id)),
  );

  router.get(
    '/api/me/interviews',
    handle((req) => interviews.mine(currentUser(req).id)),
  );
  router.post(
    '/api/me/interviews/:id/pick',
    handle((req) => interviews.pickAsCandidate(currentUser(req).id, req.params.id, req.body, requestInfo(req))),
  );

  router.get('/api/me/interviews/:id/calendar.ics', async (req, res) => {
    sendCalendar(res, await interviews.myCalendarFile(currentUser(req).id, req.params.id));
  });
  router.get('/api/interview-invitations/calendar.ics', async (req, res) => {
    sendCalendar(res, await interviews.calendarFileByToken(req.query.token));
  });

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
