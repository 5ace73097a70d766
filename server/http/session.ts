/** Session cookie and passport wiring (SECURITY 3.3.x, 7.2.4, 7.3.1, 7.4.1). */
import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { OIDC_PATHS } from '../../common/oidc';
import type { Config } from '../config';
import { viewedAs } from './view-as';
import { requestInfo } from './handle';
import type { SignInMethod } from '../../common/mfa';
import { SESSION_IDLE_MS } from '../../common/session';
import type { DatabaseSessionStore } from './session-store';
import type { RequestInfo } from '../lib/request-info';
import { type SessionUser, type SessionUsers, toSessionUser } from './session-user';

declare module 'express-session' {
  interface SessionData {
    /** docs/product.md §1: the one-time message embedded in the next page load. */
    flash?: string;
    /** The next sign-in must carry a solved captcha; cleared by a successful sign-in. */
    loginCaptcha?: boolean;
    /** The address of a failed sign-in, shown again in the form of the next page load (once). */
    loginEmail?: string;
    /**
     * A correct password for an account with a second factor: the sign-in completes only with
     * that factor, within MFA_PENDING_MS (the session has no user until then).
     */
    mfaPending?: { userId: number; at: number; redirectTo: string };
    /** Staff who must set up two-factor first: every API call but that set-up is refused. */
    mfaEnrolmentNeeded?: boolean;
    /** When this session last proved its user (sign-in, or re-authentication for step-up). */
    authenticatedAt?: number;
    /** The pending WebAuthn challenge: single use, for MFA_PENDING_MS, for one purpose. */
    webauthn?: { challenge: string; purpose: 'register' | 'login' | 'reauth'; at: number };
    /** A sign-in or step-up waiting for the OpenID provider's answer (single use). */
    oidcPending?: OidcPending & { at: number; returnTo: string; userId: number | null };
    /** Why the last step-up through the provider failed: the step-up dialog says it once. */
    stepUpFailure?: string;
    /** The provider's ID token of a single sign-on: logout ends the provider's session with it. */
    oidcIdToken?: string;
    /** The browser that signed in, for the account's sessions list (stamped into the row by the store). */
    client?: { userAgent: string; ip: string; method?: SignInMethod };
  }
}

/** How long the second step of a sign-in may wait for its code. */
export const MFA_PENDING_MS = 5 * 60_000;

/**
 * Completes a sign-in: passport regenerates the session id (SECURITY 7.2.4), then the new session
 * remembers the browser and whether its staff member must enrol in two-factor first.
 */
export function completeSignIn(
  req: Request,
  user: Express.User,
  enrolmentNeeded: boolean,
  at: number,
  method: SignInMethod,
): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    req.login(user, (err) => {
      if (err) return reject(err);
      req.session.authenticatedAt = at;
      req.session.client = {
        userAgent: (req.get('user-agent') ?? '').slice(0, 512),
        ip: (req.ip ?? '').slice(0, 64),
        method,
      };
      if (enrolmentNeeded) req.session.mfaEnrolmentNeeded = true;
      resolve();
    }),
  );
}

export function sessionCookieName(config: Config): string {
  // __Host- binds the cookie to this exact origin over HTTPS (production only).
  return config.isProduction ? '__Host-portal.sid' : 'portal.sid';
}

function sessionMiddleware(config: Config, store: DatabaseSessionStore): RequestHandler {
  return session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    proxy: config.trustProxy !== false ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction ? true : 'auto',
      path: '/',
      maxAge: SESSION_IDLE_MS,
    },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STARTS_ON_GET = new Set<string>([OIDC_PATHS.start, OIDC_PATHS.callback]);

/**
 * The session and passport's reading of it, skipped for a request without the session cookie that
 * cannot start a session: a GET, HEAD or OPTIONS, or /graphql (its resolvers see only the user).
 * Without the cookie there is nothing to read, and nothing would be stored (saveUninitialized:
 * false). A sign-in is a POST elsewhere, so it still gets its new session; single sign-on's two
 * GETs do too (the start keeps its pending request there, a failed callback its message).
 */
export function sessionSupport(
  config: Config,
  store: DatabaseSessionStore,
  passport: PassportInstance,
): RequestHandler {
  const withSession = sessionMiddleware(config, store);
  const withUser = passport.session();
  const cookie = `${sessionCookieName(config)}=`;
  return (req, res, next) => {
    const startsNone = (SAFE_METHODS.has(req.method) && !STARTS_ON_GET.has(req.path)) || req.path === '/graphql';
    if (startsNone && !req.headers.cookie?.includes(cookie)) return next();
    withSession(req, res, (err?: unknown) => (err ? next(err) : withUser(req, res, next)));
  };
}

type PassportInstance = InstanceType<typeof Passport>;

/** How a password sign-in ends (the accounts feature's answer). */
export type SignInResult =
  { ok: true; user: SessionUser } | { ok: false; message: string; status: 401 | 429; captchaRequired: boolean };
export type SignInFailure = Extract<SignInResult, { ok: false }>;

/** What the session needs of the accounts feature: its users, and a password sign-in. */
export interface SessionAccounts extends SessionUsers {
  signIn(username: string, password: string, info: RequestInfo, captcha?: string): Promise<SignInResult>;
}

/** What the browser's session keeps between the redirect to the provider and its answer. */
export interface OidcPending {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Step-up: the provider is asked to sign the person in again (max_age=0, prompt=login). */
  stepUp: boolean;
}

export function createPassport(auth: SessionAccounts, store: DatabaseSessionStore): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'username', passwordField: 'password', passReqToCallback: true },
      (req, username, password, done) => {
        const captcha: unknown = (req.body as { captcha?: unknown } | undefined)?.captcha;
        auth
          .signIn(username, password, requestInfo(req), typeof captcha === 'string' ? captcha : undefined)
          .then((result) => (result.ok ? done(null, result.user) : done(null, false, result)), done);
      },
    ),
  );
  passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
  passport.deserializeUser((req: Request, id: unknown, done: (err: unknown, user?: SessionUser | false) => void) => {
    if (typeof id !== 'number') return done(null, false);
    // The session's read brought its user along; a session without one (or another id) looks it up.
    const row = store.takeUser(req);
    if (row?.id === id && !req.session?.viewAs) return done(null, toSessionUser(row));
    const found = row?.id === id ? Promise.resolve(toSessionUser(row)) : auth.sessionUser(id);
    found.then((user) => (user ? viewedAs(req, user, auth) : null)).then((user) => done(null, user ?? false), done);
  });
  return passport;
}
