/**
 * The optional access token of /graphql: a valid session token signs the request in while the
 * session it was made in lives (read from the shared database on every request, so ending a
 * session on any instance refuses its tokens on all of them at once).
 */
import { i18n } from '../../common/i18n';
import type { RequestHandler } from 'express';
import { AppError, ErrorCode } from '../errors';
import { type SessionTokenClaims, verifySessionToken } from './session-token';
import type { Clock } from '../lib/clock';
import { viewTokenIsLive } from './view-as';
import type { DatabaseSessionStore } from './session-store';
import type { SessionUser, SessionUsers } from './session-user';

declare module 'express-serve-static-core' {
  interface Request {
    tokenUser?: Express.User;
  }
}

export function bearerAuth(deps: {
  auth: SessionUsers;
  sessions: DatabaseSessionStore;
  secret: string;
  clock: Clock;
}): RequestHandler {
  const { auth, secret, clock } = deps;

  /**
   * The user a token signs in: its session still alive (and its user's, or the view it was made
   * in still open in it), its account still at the version it was made with.
   */
  async function userOf(claims: SessionTokenClaims): Promise<SessionUser | null> {
    const origin = await deps.sessions.liveSession(claims.sid);
    if (!origin) return null;
    if (claims.view ? !(await viewTokenIsLive(deps, claims.id, claims.view, origin)) : origin.userId !== claims.id)
      return null;
    const user = await auth.sessionUser(claims.id, claims.view?.actorId ?? null);
    if (!user || user.email !== claims.email || user.sessionVersion !== claims.sv) return null;
    return user;
  }

  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? verifySessionToken(match[1], secret, clock()) : null;
    const refused = () => new AppError(ErrorCode.UNAUTHENTICATED, i18n._('Invalid or expired access token'));
    if (!claims) return next(refused());
    const user = await userOf(claims);
    if (!user) return next(refused());
    req.tokenUser = user;
    next();
  };
}
