/** Thin HTTP for privacy self-service: the data archive and account deletion. */
import { Router } from 'express';
import { EXPORT_FILE_NAME } from '../../../common/privacy';
import type { Config } from '../../config';
import { ghostRefusals } from '../../http/ghost';
import { currentUser, requireUser } from '../../http/guards';
import { requestInfo } from '../../http/handle';
import { rateLimit } from '../../http/rate-limit';
import { sessionCookieName } from '../../http/session';
import '../../http/session-user';
import type { AuditLog } from '../../lib/audit';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { PrivacyService } from './privacy.service';

export function privacyRoutes(deps: {
  privacy: PrivacyService;
  rateLimiter: RateLimiter;
  audit: AuditLog;
  config: Config;
}): Router {
  const { privacy } = deps;
  // The archive hands out everything held about the candidate; deleting ends the account.
  const notWhileViewing = ghostRefusals(deps.audit)('privacy');
  const router = Router();
  // Password guesses through the deletion form are throttled like sign-ins.
  const deleteLimit = rateLimit(deps.rateLimiter, 'delete-account', { limit: 10, windowMs: 15 * 60_000 });

  router.get('/api/me/export', requireUser, notWhileViewing, async (req, res) => {
    const zip = await privacy.exportArchive(currentUser(req).id, requestInfo(req));
    res.type('application/zip');
    res.attachment(EXPORT_FILE_NAME);
    res.send(Buffer.from(zip));
  });

  router.post('/api/me/delete-account', requireUser, notWhileViewing, deleteLimit, (req, res, next) => {
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
