import type { Request, RequestHandler } from 'express';
import { AUTH_SERVER_MESSAGES } from '../../common/auth';
import { AppError, ErrorCode } from '../errors';
import type { Clock } from '../lib/clock';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from '../lib/rate-limiter';
import { HTTP_MESSAGES } from './messages';

/** Per-client throttling of an endpoint; counters live in the shared database. */
export function rateLimit(
  limiter: RateLimiter,
  name: string,
  rule: RateLimitRule,
  key: (req: Request) => string = (req) => req.ip ?? 'unknown',
): RequestHandler {
  return async (req, res, next) => {
    const result = await limiter.hit(`${name}:${key(req)}`, rule);
    if (result.allowed) return next();
    const retryAfter = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
    next(new AppError(ErrorCode.RATE_LIMITED, AUTH_SERVER_MESSAGES.tooManyAttempts, undefined, { retryAfter }));
  };
}

/**
 * Per-client throttling of cheap, frequent reads, counted in this process's memory. Unlike the
 * database counters above (sign-ins, registrations), it costs no write per request, which is the
 * point: it guards the database against floods of anonymous reads. Each instance counts its own,
 * so N instances allow up to N times the limit; the limits are generous for that reason.
 */
export function memoryRateLimit(options: {
  /** Requests allowed per client a minute. */
  perMinute: number;
  /** The client's key; null: this request is not limited. */
  key: (req: Request) => string | null;
  clock: Clock;
}): RequestHandler {
  const limiter = createMemoryRateLimiter(options.clock);
  const rule: RateLimitRule = { limit: options.perMinute, windowMs: 60_000 };
  return (req, _res, next) => {
    const key = options.key(req);
    if (key === null) return next();
    limiter.hit(key, rule).then((result) => {
      if (result.allowed) return next();
      const retryAfter = Math.max(1, Math.ceil((result.resetAt - options.clock()) / 1000));
      next(new AppError(ErrorCode.RATE_LIMITED, HTTP_MESSAGES.tooManyRequests, undefined, { retryAfter }));
    }, next);
  };
}
