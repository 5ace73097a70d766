/** Thin HTTP of the staff console's content pages (/api/staff/content…): staff or admin only. */
import { Router } from 'express';
import { currentUser, requireStaff } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { ContentService } from './content.service';

export function contentRoutes(deps: { content: ContentService }): Router {
  const { content } = deps;
  const router = Router();
  router.use('/api/staff/content', requireStaff);

  router.get(
    '/api/staff/content',
    handle(() => content.list()),
  );
  router.post(
    '/api/staff/content',
    handle((req) => content.create(req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/content/preview',
    handle((req) => content.preview(req.body)),
  );
  router.get(
    '/api/staff/content/:id',
    handle((req) => content.page(req.params.id)),
  );
  router.put(
    '/api/staff/content/:id',
    handle((req) => content.update(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/content/:id/publish',
    handle((req) => content.setPublished(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/content/:id/versions',
    handle((req) => content.versions(req.params.id)),
  );
  router.post(
    '/api/staff/content/:id/versions/:version/restore',
    handle((req) => content.restore(req.params.id, req.params.version, req.body, currentUser(req).id)),
  );
  return router;
}
