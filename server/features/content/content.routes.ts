/**
 * Thin HTTP of the staff console's content pages (/api/staff/content…): staff or admin only; and
 * the accessibility conformance report, public.
 */
import type { Router } from 'express';
import { CONFORMANCE_REPORT_API } from '../../../common/accessibility';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { ContentService } from './content.service';
import { conformanceReport } from './conformance-report';

export function contentRoutes(deps: { content: ContentService; guards: RouteGuards }): Router {
  const { content } = deps;
  const router = declaredRouter(deps.guards);
  const report = conformanceReport();

  router.get(
    CONFORMANCE_REPORT_API,
    handle(() => report()),
  );

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
  router.put(
    '/api/staff/content/:id/translations/:language',
    handle((req) => content.saveTranslation(req.params.id, req.params.language, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/staff/content/:id/translations/:language',
    handle((req) => content.removeTranslation(req.params.id, req.params.language, currentUser(req).id)),
  );
  return router;
}
