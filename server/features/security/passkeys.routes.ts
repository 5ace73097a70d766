/** Thin HTTP for passkeys and step-up re-authentication: the WebAuthn challenge lives in the session. */
import { i18n } from '../../../common/i18n';
import type { Request, Router } from 'express';
import { PASSKEY_API, type PasskeySignInAnswer, type StepUpStatus } from '../../../common/passkeys';
import { safeRedirectPath } from '../../../common/redirect';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser, sessionOwnerId } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import { completeSignIn, MFA_PENDING_MS } from '../../http/session';
import { isRecentlyAuthenticated } from '../../http/step-up';
import type { Clock } from '../../lib/clock';
import { signInTarget } from './mfa.routes';
import type { MfaService } from './mfa.service';
import type { OidcService } from '../auth/oidc.service';
import type { PasskeysService } from './passkeys.service';

export interface PasskeysRoutesDeps {
  passkeys: PasskeysService;
  mfa: MfaService;
  guards: RouteGuards;
  clock: Clock;
  oidc: OidcService | null;
}

type Purpose = 'register' | 'login' | 'reauth';

export function passkeysRoutes(deps: PasskeysRoutesDeps): Router {
  const { passkeys, mfa, clock } = deps;
  // A staff member viewing as a candidate neither reads nor changes the candidate's passkeys (the
  // route table refuses it); re-authenticating proves the staff member, whose session it is.
  const router = declaredRouter(deps.guards);

  /** A new challenge replaces any earlier one of this session. */
  const keep = (req: Request, purpose: Purpose, challenge: string) => {
    req.session.webauthn = { challenge, purpose, at: clock() };
  };
  /** The session's challenge for `purpose`, taken out whatever the outcome (single use), or null if stale. */
  const take = (req: Request, purpose: Purpose): string | null => {
    const kept = req.session?.webauthn;
    if (req.session) delete req.session.webauthn;
    if (!kept || kept.purpose !== purpose || clock() - kept.at > MFA_PENDING_MS) return null;
    return kept.challenge;
  };
  const passkeyId = (req: Request) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new AppError(ErrorCode.NOT_FOUND, i18n._('That passkey was not found.'));
    return id;
  };

  router.get(
    PASSKEY_API.list,
    handle(async (req) => ({ passkeys: await passkeys.list(currentUser(req).id) })),
  );
  router.post(
    PASSKEY_API.registrationOptions,
    handle(async (req) => {
      const options = await passkeys.registrationOptions(currentUser(req), info(req));
      keep(req, 'register', options.challenge);
      return options;
    }),
  );
  router.post(
    PASSKEY_API.list,
    handle(async (req) => {
      const challenge = take(req, 'register');
      if (challenge === null)
        throw new AppError(ErrorCode.BAD_REQUEST, i18n._('That passkey request has expired. Please try again.'));
      return { passkey: await passkeys.register(currentUser(req), req.body, challenge, info(req)) };
    }),
  );
  router.delete(
    `${PASSKEY_API.list}/:id`,
    handle(async (req) => {
      await passkeys.remove(currentUser(req).id, passkeyId(req), req.body, mfa.reauthenticate, info(req));
      return { ok: true };
    }),
  );

  router.post(
    PASSKEY_API.loginOptions,
    handle(async (req) => {
      const options = await passkeys.loginOptions();
      keep(req, 'login', options.challenge);
      return options;
    }),
  );
  /** A passkey signs in alone: it is both factors, so no second step follows. */
  router.post(PASSKEY_API.login, async (req, res) => {
    const challenge = take(req, 'login');
    const { user, redirectTo } = await passkeys.signIn(req.body, challenge, info(req));
    delete req.session.mfaPending;
    await completeSignIn(req, user, false, clock(), 'passkey');
    const answer: PasskeySignInAnswer = {
      ok: true,
      redirectTo: signInTarget(user, safeRedirectPath(redirectTo, ''), false),
    };
    res.json(answer);
  });

  router.get(
    PASSKEY_API.reauthenticate,
    handle(async (req): Promise<StepUpStatus> => {
      const userId = sessionOwnerId(req);
      const ssoFailure = req.session.stepUpFailure ?? null;
      delete req.session.stepUpFailure;
      return {
        fresh: isRecentlyAuthenticated(req.session.authenticatedAt, clock()),
        needsCode: await mfa.hasTotp(userId),
        hasPasskey: await passkeys.hasPasskey(userId),
        sso: deps.oidc ? await deps.oidc.isLinked(userId) : false,
        ssoFailure,
      };
    }),
  );
  router.post(
    PASSKEY_API.reauthOptions,
    handle(async (req) => {
      const options = await passkeys.reauthOptions(sessionOwnerId(req));
      keep(req, 'reauth', options.challenge);
      return options;
    }),
  );
  router.post(
    PASSKEY_API.reauthenticate,
    handle(async (req) => {
      const challenge = take(req, 'reauth');
      await passkeys.reauthenticate(sessionOwnerId(req), req.body, challenge, info(req));
      req.session.authenticatedAt = clock();
      return { ok: true };
    }),
  );

  return router;
}
