/** Thin HTTP for accounts (docs/product.md §7): parse, call the service, answer. */
import { i18n } from '../../../common/i18n';
import type { Request, RequestHandler, Router } from 'express';
import type { Passport } from 'passport';
import { AUTH_SERVER_MESSAGES, CANDIDATE_HOME, type ResetPasswordAnswer } from '../../../common/auth';
import { LANDING_PITCH_PATH } from '../../../common/content';
import { ACCOUNT_SECURITY_PATH } from '../../../common/account-security-path';
import { isStaffRole, STAFF_HOME } from '../../../common/staff-accounts';
import { safeRedirectPath } from '../../../common/redirect';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { endViewOnLogout, sessionTokenView } from '../../http/view-as';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import { completeSignIn, sessionCookieName, type SignInFailure } from '../../http/session';
import '../../http/session-user';
import type { Spa } from '../../http/spa';
import type { Config } from '../../config';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publicSessionId } from '../../lib/tokens';
import type { CaptchaProvider } from '../../providers/captcha/captcha.types';
import type { ContentService } from '../content/content.service';
import { signInTarget } from '../security/mfa.routes';
import type { MfaService } from '../security/mfa.service';
import type { OidcService } from './oidc.service';
import type { AuthService } from './auth.service';
import { issueSessionToken } from '../../http/session-token';

export interface AuthRoutesDeps {
  auth: AuthService;
  passport: InstanceType<typeof Passport>;
  captcha: CaptchaProvider;
  guards: RouteGuards;
  spa: Spa;
  config: Config;
  clock: Clock;
  content: ContentService;
  audit: AuditLog;
  mfa: MfaService;
  oidc: OidcService | null;
}

export function authRoutes(deps: AuthRoutesDeps): Router {
  const { auth, passport, captcha, spa, config, content, mfa } = deps;
  // A staff member viewing as a candidate changes no account (theirs, the candidate's or a new one):
  // the route table refuses sign-ins, registrations and resets while viewing.
  const router = declaredRouter(deps.guards);

  // A visitor's sign-in page (the home page sends visitors there) carries the landing pitch shown
  // beside the form (docs/product.md §1): the screen draws without a round trip for it. Should the pitch not
  // be read, the page goes without it and the screen asks for it itself.
  router.get(['/', '/login'], (req, res, next) => {
    if (req.user) return next();
    content
      .getByPath(LANDING_PITCH_PATH)
      .then(
        (landingPitch) => ({ landingPitch }),
        () => ({}),
      )
      .then((state) => spa.render(req, res, { state }))
      .catch(next);
  });

  router.get('/api/is-user', (req, res) => {
    res.json({ isUser: Boolean(req.user) });
  });
  router.get('/api/is-confirmed-user', (req, res) => {
    res.json({ isUser: Boolean(req.user?.emailConfirmed) });
  });

  router.get(
    '/api/captcha/challenge',
    handle(async () => {
      if (!captcha.challenge) throw new AppError(ErrorCode.NOT_FOUND, i18n._('This captcha needs no challenge.'));
      return captcha.challenge();
    }),
  );

  router.post(
    '/register',
    handle((req) => auth.register(req.body, info(req))),
  );

  // docs/product.md §7 names a GET; the token is single-use and only confirms an address.
  router.get(
    '/confirm-email',
    handle((req) => auth.confirmEmail({ token: req.query.token })),
  );

  router.post(
    '/api/request-password-reset',
    handle((req) => auth.requestPasswordReset(req.body, info(req))),
  );
  router.post(
    '/api/verify-password-reset-token',
    handle((req) => auth.verifyResetToken(req.body)),
  );
  router.post('/api/reset-password', async (req, res) => {
    const { user, firstPassword } = await auth.resetPassword(req.body, info(req));
    let signedInTo: string | null = null;
    // Staff who must use single sign-on choose a password for nothing: they are not signed in by it.
    if (firstPassword && !(config.oidc?.requiredForStaff && isStaffRole(user.role))) {
      // A first password (an invited account) signs the person in: the link proved the mailbox.
      const enrolmentNeeded = await mfa.enrolmentNeeded(user);
      await completeSignIn(req, user, enrolmentNeeded, deps.clock(), 'link');
      signedInTo = enrolmentNeeded ? ACCOUNT_SECURITY_PATH : isStaffRole(user.role) ? STAFF_HOME : CANDIDATE_HOME;
    }
    const answer: ResetPasswordAnswer = { ok: true, signedInTo };
    res.json(answer);
  });

  // docs/product.md §7: POST /login is a form post (username, password, redirectTo); failures come back as
  // the flash message of the login page.
  /**
   * A right password: an account with a second factor waits for it (the login page then asks for
   * the code, and the session stays without a user); any other signs in, staff who must enrol
   * first landing on the set-up. Answers where the browser goes next.
   */
  async function passwordAccepted(req: Request, user: Express.User, asked: string): Promise<string> {
    if (await mfa.hasTotp(user.id)) {
      req.session.mfaPending = { userId: user.id, at: deps.clock(), redirectTo: asked };
      await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
      return asked === '' || asked === '/' ? '/login' : `/login?r=${encodeURIComponent(asked)}`;
    }
    const enrolmentNeeded = await mfa.enrolmentNeeded(user);
    await completeSignIn(req, user, enrolmentNeeded, deps.clock(), 'password');
    return signInTarget(user, asked, enrolmentNeeded);
  }

  router.post('/login', (req, res, next) => {
    // '' when no return path was asked for: staff then land on their console, candidates on /.
    const asked = safeRedirectPath(req.body?.redirectTo, '');
    passport.authenticate('local', (err: unknown, user: Express.User | false, failure?: SignInFailure) => {
      if (err) return next(err);
      if (!user) {
        const message = failure?.message ?? AUTH_SERVER_MESSAGES.invalidCredentials;
        // The form comes back with the address as typed: only the password is asked for again.
        const typed: unknown = req.body?.username;
        const loginEmail = typeof typed === 'string' ? typed.trim().slice(0, 254) : '';
        if (failure?.status === 429) {
          spa.render(req, res, { status: 429, flash: message, state: { loginEmail } }).catch(next);
          return;
        }
        delete req.session.mfaPending;
        req.session.flash = message;
        req.session.loginEmail = loginEmail;
        req.session.loginCaptcha = failure?.captchaRequired ?? false;
        // Save before answering: express-session would otherwise send the redirect first, and the
        // browser's next request could arrive before the flash is stored.
        req.session.save((saveErr) => {
          if (saveErr) return next(saveErr);
          res.redirect(303, asked === '' || asked === '/' ? '/login' : `/login?r=${encodeURIComponent(asked)}`);
        });
        return;
      }
      passwordAccepted(req, user, asked).then((target) => res.redirect(303, target), next);
    })(req, res, next);
  });

  const logout: RequestHandler = (req, res, next) => {
    const userId = req.user?.id;
    // A session made by single sign-on also ends the provider's session (RP-initiated logout).
    const idToken = req.session?.oidcIdToken;
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        res.clearCookie(sessionCookieName(config), { path: '/' });
        const ended = userId === undefined ? Promise.resolve() : auth.signedOut(userId);
        ended
          .then(() => (idToken && deps.oidc ? deps.oidc.endSessionUrl(idToken) : null))
          .then((target) => res.redirect(303, target ?? '/login'), next);
      });
    });
  };
  // POST only: a GET (a link or an image on another site) never signs anyone out; GET /logout
  // is the SPA's page with the button (SECURITY 3.5.x).
  router.post('/logout', endViewOnLogout(deps), logout);

  /**
   * docs/product.md §3 session token for the signed-in user (the optional access token of /graphql). It lives
   * only as long as this session; one made while a staff member views as the candidate, only as
   * long as that view.
   */
  router.get('/api/session-token', (req, res, next) => {
    const user = currentUser(req);
    const session = publicSessionId(req.sessionID);
    sessionTokenView(req, auth).then(
      (view) => res.json({ token: issueSessionToken(user, config.sessionSecret, deps.clock(), session, view) }),
      next,
    );
  });

  return router;
}
