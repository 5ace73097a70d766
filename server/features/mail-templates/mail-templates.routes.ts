/**
 * Thin HTTP of the mail templates: admins only (staff and candidates get 403). The editor's
 * preview is also answered as the mail's own HTML document, for a frame beside the editor: its
 * policy lets the mail's inline styles apply and nothing else (no scripts, no requests).
 */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import type { MailTemplatesService } from './mail-templates.service';

const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

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
  router.post('/api/staff/mail-templates/:key/preview.html', (req, res) => {
    const { html } = mailTemplates.preview(req.params.key, req.body);
    res.set('Content-Security-Policy', PREVIEW_POLICY).type('html').send(html);
  });
  router.delete(
    '/api/staff/mail-templates/:key',
    handle((req) => mailTemplates.reset(req.params.key, currentUser(req).id)),
  );
  router.put(
    '/api/staff/mail-templates/:key/translations/:language',
    handle((req) => mailTemplates.saveTranslation(req.params.key, req.params.language, req.body, currentUser(req).id)),
  );
  router.delete(
    '/api/staff/mail-templates/:key/translations/:language',
    handle((req) => mailTemplates.removeTranslation(req.params.key, req.params.language, currentUser(req).id)),
  );
  return router;
}
