import type { Request, RequestHandler } from 'express';
import { AUTH_SERVER_MESSAGES } from '../../common/auth';
import { AppError, ErrorCode } from '../errors';
import type { RateLimiter, RateLimitRule } from '../lib/rate-limiter';

/** Per-client throttling of an endpoint; counters live in the shared database. */
export function rateLimit(
  limiter: RateLimiter,
  name: string,
  rule: RateLimitRule,
  key: (req: Request) => string = (req) => req.ip ?? 'unknown',
): RequestHandler {
  return (req, res, next) => {
    limiter.hit(`${name}:${key(req)}`, rule).then((result) => {
      if (result.allowed) return next();
      const retryAfter = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
      next(new AppError(ErrorCode.RATE_LIMITED, AUTH_SERVER_MESSAGES.tooManyAttempts, undefined, { retryAfter }));
    }, next);
  };
}
