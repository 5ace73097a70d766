/** Thin HTTP of the pipeline board (staff only, as the route table says). */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { PipelineService } from './pipeline.service';

export function pipelineRoutes(deps: { pipeline: PipelineService; guards: RouteGuards }): Router {
  const { pipeline } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/staff/jobs/:id/board',
    handle((req) => pipeline.board(req.params.id, req.query)),
  );
  router.post(
    '/api/staff/jobs/:id/board/move',
    handle((req) => pipeline.bulkMove(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/jobs/:id/board/mail',
    handle((req) => pipeline.bulkMail(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/applications/:id/notes',
    handle((req) => pipeline.notes(req.params.id, currentUser(req).id)),
  );
  router.post(
    '/api/staff/applications/:id/notes',
    handle((req) => pipeline.addNote(req.params.id, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/staff/applications/:id/notes/:noteId',
    handle((req) => pipeline.deleteNote(req.params.id, req.params.noteId, currentUser(req).id)),
  );
  router.post(
    '/api/staff/applications/:id/tags',
    handle((req) => pipeline.addTag(req.params.id, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/staff/applications/:id/tags/:label',
    handle((req) => pipeline.removeTag(req.params.id, req.params.label, currentUser(req).id)),
  );
  return router;
}
