/**
 * Thin HTTP for staff single sign-on: the start (a redirect to the provider) and the callback. The
 * pending request (state, nonce, PKCE verifier) lives in the session, single use and short-lived;
 * every failure comes back to the login page (or a step-up's page) as its flash message.
 */
import type { Request, Response, Router } from 'express';
import { OIDC_MESSAGES, OIDC_PATHS, type OidcFailureReason } from '../../../common/oidc';
import { safeRedirectPath } from '../../../common/redirect';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { sessionOwnerId } from '../../http/guards';
import { requestInfo as info } from '../../http/handle';
import { completeSignIn } from '../../http/session';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { refuseWhileViewing } from '../../lib/viewing';
import { signInTarget } from '../security/mfa.routes';
import { OidcFailure } from './oidc.client';
import type { OidcService } from './oidc.service';

export interface OidcRoutesDeps {
  oidc: OidcService | null;
  guards: RouteGuards;
  clock: Clock;
  audit: AuditLog;
  publicUrl: string;
}

/** A round trip to the provider (signing in there included) must come back within this. */
const PENDING_MS = 10 * 60_000;

const saved = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

const loginPage = (returnTo: string) =>
  returnTo === '' || returnTo === '/' ? '/login' : `/login?r=${encodeURIComponent(returnTo)}`;

export function oidcRoutes(deps: OidcRoutesDeps): Router {
  const { oidc, clock } = deps;
  const router = declaredRouter(deps.guards);

  /**
   * Back to the login page with the failure's message; a step-up goes back to the page it came
   * from, whose step-up dialog shows the message when it opens again.
   */
  async function refuse(req: Request, res: Response, failure: OidcFailure, returnTo: string, stepUp: boolean) {
    if (oidc) await oidc.failed(failure, info(req));
    if (req.session) {
      if (stepUp) req.session.stepUpFailure = OIDC_MESSAGES[failure.reason];
      else req.session.flash = OIDC_MESSAGES[failure.reason];
      await saved(req);
    }
    res.redirect(303, stepUp ? returnTo || '/' : loginPage(returnTo));
  }
  const failure = (reason: OidcFailureReason, detail?: string) => new OidcFailure(reason, detail);

  router.get(OIDC_PATHS.start, async (req, res) => {
    const returnTo = safeRedirectPath(req.query.r, '');
    const stepUp = req.query.stepUp === '1';
    // While viewing as a candidate a staff member may prove themselves again (step-up), never sign in.
    if (!stepUp) await refuseWhileViewing(deps.audit, info(req), 'other', { method: req.method, path: req.path });
    if (!oidc) return refuse(req, res, failure('not_configured'), returnTo, false);
    // Step-up is for a signed-in session; without one this is a sign-in.
    if (stepUp && !req.user) return res.redirect(303, loginPage(returnTo));
    try {
      const { url, pending } = await oidc.authorizationUrl(stepUp);
      req.session.oidcPending = { ...pending, at: clock(), returnTo, userId: stepUp ? sessionOwnerId(req) : null };
      await saved(req);
      res.redirect(303, url);
    } catch (err) {
      if (!(err instanceof OidcFailure)) throw err;
      await refuse(req, res, err, returnTo, stepUp);
    }
  });

  router.get(OIDC_PATHS.callback, async (req, res) => {
    const pending = req.session?.oidcPending;
    // Single use: whatever the answer, this pending request is spent.
    if (pending) delete req.session.oidcPending;
    const returnTo = pending?.returnTo ?? '';
    const stepUp = pending?.stepUp ?? false;
    if (!oidc) return refuse(req, res, failure('not_configured'), returnTo, false);
    if (!pending || clock() - pending.at > PENDING_MS) return refuse(req, res, failure('no_pending'), returnTo, false);
    if (req.query.state !== pending.state) {
      return refuse(req, res, failure('state_mismatch'), returnTo, stepUp);
    }
    const callbackUrl = new URL(req.originalUrl, deps.publicUrl);
    try {
      if (stepUp) {
        if (!req.user || sessionOwnerId(req) !== pending.userId) throw failure('no_pending', 'another session user');
        await oidc.reauthenticate(callbackUrl, pending, pending.userId, info(req));
        req.session.authenticatedAt = clock();
        await saved(req);
        return res.redirect(303, returnTo || '/');
      }
      const { user, idToken } = await oidc.signIn(callbackUrl, pending, info(req));
      delete req.session.mfaPending;
      // The provider's sign-in counts as strong: no TOTP step and no enrolment gate (docs/SECURITY.md).
      await completeSignIn(req, user, false, clock(), 'sso');
      req.session.oidcIdToken = idToken;
      res.redirect(303, signInTarget(user, returnTo, false));
    } catch (err) {
      if (!(err instanceof OidcFailure)) throw err;
      await refuse(req, res, err, returnTo, stepUp);
    }
  });

  return router;
}
