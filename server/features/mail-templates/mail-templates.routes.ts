/** Thin HTTP of the mail templates: admins only (staff and candidates get 403). */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { MailTemplatesService } from './mail-templates.service';

export function mailTemplatesRoutes(deps: { mailTemplates: MailTemplatesService; guards: RouteGuards }): Router {
  const { mailTemplates } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/staff/mail-templates',
    handle(() => mailTemplates.list()),
  );
  router.put(
    '/api/staff/mail-templates/:key',
    handle((req) => mailTemplates.save(req.params.key, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/mail-templates/:key/preview',
    handle((req) => mailTemplates.preview(req.params.key, req.body)),
  );
  router.delete(
    '/api/staff/mail-templates/:key',
    handle((req) => mailTemplates.reset(req.params.key, currentUser(req).id)),
  );
  return router;
}
