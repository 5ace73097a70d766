/** Thin HTTP for privacy self-service: the data archive and account deletion. */
import type { Router } from 'express';
import { EXPORT_FILE_NAME } from '../../../common/privacy';
import type { Config } from '../../config';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { requestInfo } from '../../http/handle';
import { sessionCookieName } from '../../http/session';
import '../../http/session-user';
import type { PrivacyService } from './privacy.service';

export function privacyRoutes(deps: { privacy: PrivacyService; guards: RouteGuards; config: Config }): Router {
  const { privacy } = deps;
  const router = declaredRouter(deps.guards);

  router.get('/api/me/export', async (req, res) => {
    const zip = await privacy.exportArchive(currentUser(req).id, requestInfo(req));
    res.type('application/zip');
    res.attachment(EXPORT_FILE_NAME);
    res.send(Buffer.from(zip));
  });

  router.post('/api/me/delete-account', (req, res, next) => {
    const body = (req.body ?? {}) as { password?: unknown };
    privacy
      .deleteAccount(currentUser(req), body.password, requestInfo(req))
      .then(() => {
        // Every session of the user ended with the deletion; this one also leaves the browser.
        req.logout((err) => {
          if (err) return next(err);
          req.session.destroy(() => {
            res.clearCookie(sessionCookieName(deps.config), { path: '/' });
            res.json({ ok: true, signedOut: true });
          });
        });
      })
      .catch(next);
  });
  return router;
}
