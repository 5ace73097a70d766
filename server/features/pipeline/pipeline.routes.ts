/** Thin HTTP of the pipeline board (staff only: the /api/staff guard and its own on every route). */
import { Router } from 'express';
import { currentUser, requireStaff } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { PipelineService } from './pipeline.service';

export function pipelineRoutes(deps: { pipeline: PipelineService }): Router {
  const { pipeline } = deps;
  const router = Router();
  router.get(
    '/api/staff/jobs/:id/board',
    requireStaff,
    handle((req) => pipeline.board(req.params.id, req.query)),
  );
  router.post(
    '/api/staff/jobs/:id/board/move',
    requireStaff,
    handle((req) => pipeline.bulkMove(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/jobs/:id/board/mail',
    requireStaff,
    handle((req) => pipeline.bulkMail(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/applications/:id/notes',
    requireStaff,
    handle((req) => pipeline.notes(req.params.id, currentUser(req).id)),
  );
  router.post(
    '/api/staff/applications/:id/notes',
    requireStaff,
    handle((req) => pipeline.addNote(req.params.id, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/staff/applications/:id/notes/:noteId',
    requireStaff,
    handle((req) => pipeline.deleteNote(req.params.id, req.params.noteId, currentUser(req).id)),
  );
  router.post(
    '/api/staff/applications/:id/tags',
    requireStaff,
    handle((req) => pipeline.addTag(req.params.id, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/staff/applications/:id/tags/:label',
    requireStaff,
    handle((req) => pipeline.removeTag(req.params.id, req.params.label, currentUser(req).id)),
  );
  return router;
}
