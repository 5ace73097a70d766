/**
 * A percent-encoded letter, digit, `-`, `_` or `~` means the character itself (RFC 3986 §6.2.2.2):
 * the path is routed decoded, so `/api/me/%65xport` is `/api/me/export` to the route and to every
 * guard the route carries. Everything else stays as sent: reserved characters (`%2F` is not a
 * slash) and `%2E` (decoding it would make dot segments out of data).
 */
import type { RequestHandler } from 'express';

const ENCODED = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9_~-]$/;

export const normalizePath: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf('?');
  const path = query === -1 ? req.url : req.url.slice(0, query);
  if (path.includes('%')) {
    const decoded = path.replace(ENCODED, (encoded, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : encoded;
    });
    if (decoded !== path) req.url = decoded + (query === -1 ? '' : req.url.slice(query));
  }
  next();
};
