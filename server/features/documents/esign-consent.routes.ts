/** Thin HTTP of the candidate's ESIGN consent on /profile: read it, withdraw it. */
import { Router } from 'express';
import { currentUser, requireConfirmedUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import type { EsignConsent } from './esign-consent';

export function esignConsentRoutes(deps: { esignConsent: EsignConsent }): Router {
  const { esignConsent } = deps;
  const router = Router();
  router.use('/api/me/esign-consent', requireConfirmedUser);
  router.get(
    '/api/me/esign-consent',
    handle((req) => esignConsent.status(currentUser(req).id)),
  );
  router.post(
    '/api/me/esign-consent/withdraw',
    handle((req) => esignConsent.withdraw(currentUser(req), requestInfo(req))),
  );
  return router;
}
