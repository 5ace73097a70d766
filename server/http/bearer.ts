/** The optional access token of /graphql: a valid session token signs the request in. */
import type { RequestHandler } from 'express';
import { AppError, ErrorCode } from '../errors';
import type { AuthService } from '../features/auth/auth.service';
import { verifySessionToken } from '../features/auth/session-token';
import type { Clock } from '../lib/clock';
import './session-user';

declare module 'express-serve-static-core' {
  interface Request {
    tokenUser?: Express.User;
  }
}

export function bearerAuth(auth: AuthService, secret: string, clock: Clock): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('authorization');
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? verifySessionToken(match[1], secret, clock()) : null;
    if (!claims) return next(new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid or expired access token'));
    auth.sessionUser(claims.id, claims.ghost).then((user) => {
      if (!user || user.email !== claims.email || user.sessionVersion !== claims.sv)
        return next(new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid or expired access token'));
      req.tokenUser = user;
      next();
    }, next);
  };
}
