/**
 * CSRF defence for every state change (SECURITY 3.5.x): besides SameSite cookies, a request that
 * changes state must come from our own origin. Browsers send Sec-Fetch-Site and Origin on such
 * requests; non-browser clients (CLI, tests) send neither and carry no ambient cookies anyway.
 */
import { i18n } from '../../common/i18n';
import type { RequestHandler } from 'express';
import { AppError, ErrorCode } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginGuard(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') {
      return next(new AppError(ErrorCode.FORBIDDEN, i18n._('Cross-site request refused')));
    }
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      const own = `${req.protocol}://${req.get('host')}`;
      if (!allowed.has(origin) && origin !== own) {
        return next(new AppError(ErrorCode.FORBIDDEN, i18n._('Cross-site request refused')));
      }
    } else if (origin === 'null') {
      return next(new AppError(ErrorCode.FORBIDDEN, i18n._('Cross-site request refused')));
    }
    next();
  };
}
