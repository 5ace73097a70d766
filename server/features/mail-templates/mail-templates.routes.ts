/** Thin HTTP of the mail templates: admins only (staff and candidates get 403). */
import { Router } from 'express';
import { currentUser, requireAdmin } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { MailTemplatesService } from './mail-templates.service';

export function mailTemplatesRoutes(deps: { mailTemplates: MailTemplatesService }): Router {
  const { mailTemplates } = deps;
  const router = Router();
  router.use('/api/staff/mail-templates', requireAdmin);
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
