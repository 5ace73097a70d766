/** Thin HTTP of the candidate's ESIGN consent on /profile: read it, withdraw it. */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import type { EsignConsent } from './esign-consent';

export function esignConsentRoutes(deps: { esignConsent: EsignConsent; guards: RouteGuards }): Router {
  const { esignConsent } = deps;
  const router = declaredRouter(deps.guards);
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
