/** Thin HTTP for two-factor sign-in and the account's sessions: parse, call the service, answer. */
import type { Request, RequestHandler, Router } from 'express';
import { ACCOUNT_SECURITY_PATH } from '../../../common/account-security-path';
import { MFA_API, MFA_MESSAGES, type SecondFactorAnswer } from '../../../common/mfa';
import { isStaffRole, STAFF_HOME } from '../../../common/staff-accounts';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import { completeSignIn, MFA_PENDING_MS } from '../../http/session';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/auth.service';
import type { MfaService } from './mfa.service';

export interface MfaRoutesDeps {
  mfa: MfaService;
  auth: AuthService;
  guards: RouteGuards;
  clock: Clock;
}

/** Where a completed sign-in lands: the page asked for, else the role's home; staff who must enrol, the set-up. */
export function signInTarget(user: Express.User, asked: string, enrolmentNeeded: boolean): string {
  if (enrolmentNeeded) return ACCOUNT_SECURITY_PATH;
  return asked || (isStaffRole(user.role) ? STAFF_HOME : '/');
}

/** API calls a staff member who must enrol may still make: the set-up itself and who am I. */
const DURING_ENROLMENT = ['/api/account/', '/api/is-user', '/api/is-confirmed-user'];

/**
 * MFA_REQUIRED_FOR_STAFF: a staff session flagged at sign-in answers every other API call (REST and
 * GraphQL) with 403 MFA_ENROLMENT_REQUIRED until its staff member has set up two-factor.
 */
export function enrolmentGate(): RequestHandler {
  return (req, _res, next) => {
    if (!req.session?.mfaEnrolmentNeeded || !req.user) return next();
    const api = req.path.startsWith('/api/') || req.path === '/graphql';
    if (!api || DURING_ENROLMENT.some((p) => req.path === p || (p.endsWith('/') && req.path.startsWith(p)))) {
      return next();
    }
    next(new AppError(ErrorCode.MFA_ENROLMENT_REQUIRED, MFA_MESSAGES.enrolmentRequired));
  };
}

export function mfaRoutes(deps: MfaRoutesDeps): Router {
  const { mfa, auth, clock } = deps;
  // A staff member viewing as a candidate neither reads nor changes the candidate's sign-in (the
  // route table refuses it).
  const router = declaredRouter(deps.guards);
  const sid = (req: Request) => req.sessionID;

  router.get(
    MFA_API.status,
    // A session made by single sign-on has the provider's strong sign-in: nothing to set up here.
    handle((req) => mfa.status(currentUser(req), { singleSignOn: Boolean(req.session.oidcIdToken) })),
  );
  router.post(
    MFA_API.enrolment,
    handle((req) => mfa.startEnrolment(currentUser(req), info(req))),
  );
  router.post(
    MFA_API.confirm,
    handle(async (req) => {
      const recoveryCodes = await mfa.confirmEnrolment(currentUser(req).id, req.body, info(req));
      // Enrolled: the console opens.
      delete req.session.mfaEnrolmentNeeded;
      return { recoveryCodes };
    }),
  );
  router.post(
    MFA_API.disable,
    handle((req) => mfa.disable(currentUser(req).id, req.body, info(req))),
  );
  router.post(
    MFA_API.recoveryCodes,
    handle(async (req) => ({
      recoveryCodes: await mfa.regenerateRecoveryCodes(currentUser(req).id, req.body, info(req)),
    })),
  );

  router.get(
    MFA_API.sessions,
    handle(async (req) => ({ sessions: await mfa.sessions(currentUser(req).id, sid(req)) })),
  );
  router.post(
    MFA_API.endOthers,
    handle(async (req) => ({ ended: await mfa.endOtherSessions(currentUser(req).id, sid(req), info(req)) })),
  );
  router.delete(
    `${MFA_API.sessions}/:id`,
    handle((req) => mfa.endSession(currentUser(req).id, String(req.params.id), sid(req), info(req))),
  );

  /** The second step of a sign-in whose password was right (pending in this session for 5 minutes). */
  router.post(MFA_API.secondFactor, async (req, res) => {
    const pending = req.session?.mfaPending;
    if (!pending || clock() - pending.at > MFA_PENDING_MS) {
      if (req.session) delete req.session.mfaPending;
      throw new AppError(ErrorCode.UNAUTHENTICATED, MFA_MESSAGES.noPendingSignIn);
    }
    const method = await mfa.verifySecondFactor(pending.userId, req.body, info(req));
    const user = await auth.sessionUser(pending.userId);
    if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED, MFA_MESSAGES.noPendingSignIn);
    await completeSignIn(req, user, false, clock(), method);
    const answer: SecondFactorAnswer = { ok: true, redirectTo: signInTarget(user, pending.redirectTo, false) };
    res.json(answer);
  });

  return router;
}
