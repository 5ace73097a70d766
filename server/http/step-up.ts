/**
 * Step-up (docs/SECURITY.md "Passkeys and step-up"): the most sensitive downloads need a session
 * that proved its user recently, by signing in or re-authenticating, not merely one kept alive.
 */
import type { RequestHandler } from 'express';
import { PASSKEY_MESSAGES } from '../../common/passkeys';
import { AppError, ErrorCode } from '../errors';
import type { Clock } from '../lib/clock';

const STEP_UP_MS = 10 * 60_000;

export function isRecentlyAuthenticated(at: number | undefined, now: number): boolean {
  return typeof at === 'number' && now - at <= STEP_UP_MS;
}

/** 401 STEP_UP_REQUIRED unless the session signed in or re-authenticated within STEP_UP_MS. */
export function requireRecentAuthentication(clock: Clock): RequestHandler {
  return (req, _res, next) => {
    if (isRecentlyAuthenticated(req.session?.authenticatedAt, clock())) return next();
    next(new AppError(ErrorCode.STEP_UP_REQUIRED, PASSKEY_MESSAGES.stepUpRequired));
  };
}
