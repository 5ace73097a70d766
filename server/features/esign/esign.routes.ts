/**
 * HTTP of the built-in signing page (ARCHITECTURE §5). The page itself is a screen of the SPA
 * (/esign/sign, framed by our own documents screen); these calls carry its ceremony key in the
 * X-Esign-Key header and need the same signed-in user that asked for the signing URL.
 */
import { type Request, Router } from 'express';
import { currentUser, requireConfirmedUser } from '../../http/guards';
import '../../http/session-user';
import type { BuiltinEsign } from '../../providers/esign/builtin';
import { handle as json, requestInfo } from '../../http/handle';

const keyOf = (req: Request) => req.get('x-esign-key');

export function esignRoutes(deps: { esign: BuiltinEsign }): Router {
  const { esign } = deps;
  const router = Router();
  router.use('/api/esign', requireConfirmedUser);

  router.post(
    '/api/esign/open',
    json((req) => esign.open(req.body?.token, currentUser(req).id, requestInfo(req))),
  );
  router.get('/api/esign/document.pdf', (req, res, next) => {
    esign.pdf(keyOf(req), currentUser(req).id, requestInfo(req)).then((bytes) => {
      res.type('application/pdf');
      res.setHeader('Content-Disposition', 'inline');
      res.send(Buffer.from(bytes));
    }, next);
  });
  router.post(
    '/api/esign/consent',
    json(async (req) => {
      await esign.consent(keyOf(req), currentUser(req).id, requestInfo(req));
      return { ok: true };
    }),
  );
  router.post(
    '/api/esign/finish',
    json((req) => esign.finish(keyOf(req), currentUser(req).id, req.body, requestInfo(req))),
  );
  router.post(
    '/api/esign/decline',
    json((req) => esign.decline(keyOf(req), currentUser(req).id, requestInfo(req))),
  );
  router.post(
    '/api/esign/cancel',
    json((req) => esign.cancel(keyOf(req), currentUser(req).id, requestInfo(req))),
  );
  router.post(
    '/api/esign/timeout',
    json((req) => esign.timeout(keyOf(req), currentUser(req).id, requestInfo(req))),
  );
  return router;
}
