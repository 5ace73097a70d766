/** Small pieces every thin route uses. */
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import type { RequestInfo } from '../lib/request-info';

/** Who asks; while a staff member views as a candidate (by session or session token), who views whom. */
export function requestInfo(req: Request): RequestInfo {
  const info: RequestInfo = { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
  const user = req.tokenUser ?? req.user;
  if (user && user.viewedBy !== null) info.viewing = { actorId: user.viewedBy, candidateId: user.id };
  return info;
}

/** Runs `fn` and answers its result as JSON ({ok: true} when it returns nothing, null stays null); Express 5 hands a rejection to the error handler. */
export const handle =
  (fn: (req: Request) => Promise<unknown> | unknown): RequestHandler =>
  async (req, res) => {
    const body = await fn(req);
    res.json(body === undefined ? { ok: true } : body);
  };

/**
 * One cookie's value from the request (sessions have their own parser; this serves plain cookies).
 * The same parser as express-session's; a value that does not decode is kept as sent.
 */
export function cookieValue(req: Request, name: string): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[name];
}
