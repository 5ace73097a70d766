/** Thin HTTP of the console's candidates, invitations, view as candidate and audit log. */
import type { Router } from 'express';
import { RESUME_MEDIA_TYPES } from '../../../common/resume';
import { CANDIDATE_ADMIN_MESSAGES as M } from '../../../common/staff-candidates';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import { newView } from '../../http/view-as';
import { sendStoredFile } from '../../http/send-stored-file';
import '../../http/session-user';
import type { StaffCandidatesService } from './candidates.service';

export function staffCandidatesRoutes(deps: { staffCandidates: StaffCandidatesService; guards: RouteGuards }): Router {
  const { staffCandidates: service } = deps;
  const router = declaredRouter(deps.guards);

  router.get(
    '/api/staff/candidates',
    handle((req) => service.list(req.query)),
  );
  router.get(
    '/api/staff/candidates/:id',
    handle((req) => service.detail(req.params.id)),
  );
  router.get('/api/staff/candidates/:id/resume', async (req, res) => {
    const { fileName, mediaType, file } = await service.resumeFile(req.params.id);
    res.type(RESUME_MEDIA_TYPES[mediaType]);
    res.attachment(fileName);
    await sendStoredFile(req, res, file);
  });
  router.get('/api/staff/applications/:id/resume', async (req, res) => {
    const { fileName, mediaType, file } = await service.applicationResume(req.params.id);
    res.type(RESUME_MEDIA_TYPES[mediaType]);
    res.attachment(fileName);
    await sendStoredFile(req, res, file);
  });
  // The staff member's own session goes on as the candidate; the page then loads as them.
  router.post('/api/staff/candidates/:id/view-as', async (req, res, next) => {
    const actor = currentUser(req);
    const { candidateId, startedAt } = await service.startViewing(req.params.id, actor.id, requestInfo(req));
    req.session.viewAs = newView(candidateId, actor.id, startedAt);
    req.session.save((err) => (err ? next(err) : res.json({ redirectTo: '/overview' })));
  });
  // Reached while viewing as the candidate (no staff role then): the session says who started it.
  router.post('/api/view-as/end', async (req, res, next) => {
    const viewing = req.session.viewAs;
    if (!viewing || !req.user?.ghost) return next(new AppError(ErrorCode.FORBIDDEN, M.notViewing));
    const answer = await service.endViewing(viewing, requestInfo(req));
    delete req.session.viewAs;
    req.session.save((err) => (err ? next(err) : res.json(answer)));
  });

  router.post(
    '/api/staff/jobs/:id/invitations',
    handle((req) => service.invite(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/jobs/:id/invitations',
    handle((req) => service.invitations(req.params.id)),
  );
  router.get(
    '/api/staff/audit',
    handle((req) => service.auditLog(req.query)),
  );
  return router;
}
