/** Small pieces every thin route uses. */
import type { Request, RequestHandler } from 'express';
import type { RequestInfo } from '../lib/request-info';

export function requestInfo(req: Request): RequestInfo {
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}

/** Runs `fn` and answers its result as JSON ({ok: true} when it returns nothing, null stays null); errors go to the error handler. */
export const handle =
  (fn: (req: Request) => Promise<unknown> | unknown): RequestHandler =>
  (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req))
      .then((body) => res.json(body === undefined ? { ok: true } : body), next);
  };

/** One cookie's value from the request (sessions have their own parser; this serves plain cookies). */
export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
