/**
 * Which language a request is answered in (docs/architecture.md §9.9): `?lang=` on the address
 * (kept in the `lang` cookie), then the signed-in account's choice, then the cookie, then the
 * browser's Accept-Language, then English. Everything the request writes — error texts, mails to
 * the person asking, the page's `<html lang>` — follows; texts sent to someone else are written in
 * that person's language by the code that sends them.
 */
import type { Request, RequestHandler, Response } from 'express';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  type Language,
  languageOf,
  negotiateLanguage,
} from '../../common/i18n';
import { inLanguage } from '../lib/i18n';
import { cookieValue } from './handle';
import './session-user';

/** A year: the choice outlives sessions, as a visitor's settings do. */
const COOKIE_MAX_AGE_MS = 365 * 24 * 3600_000;

function queryLanguage(req: Request): Language | null {
  const value = req.query[LANGUAGE_PARAM];
  return typeof value === 'string' ? languageOf(value) : null;
}

function cookieLanguage(req: Request): Language | null {
  return languageOf(cookieValue(req, LANGUAGE_COOKIE));
}

/** The language this request is answered in, and whether it came from the address. */
function requestLanguage(req: Request): Language {
  // The REST API answers integrators, not readers: its texts stay in the source language.
  if (req.path.startsWith('/api/v1/') || req.path === '/api/v1') return DEFAULT_LANGUAGE;
  return (
    queryLanguage(req) ??
    req.user?.preferredLanguage ??
    cookieLanguage(req) ??
    negotiateLanguage(req.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/** Keeps a visitor's choice for the pages that follow. */
export function rememberLanguage(res: Response, language: Language, secure: boolean): void {
  res.cookie(LANGUAGE_COOKIE, language, {
    maxAge: COOKIE_MAX_AGE_MS,
    sameSite: 'lax',
    secure,
    httpOnly: true,
    path: '/',
  });
}

/**
 * Runs the rest of the request in its language. Mounted twice: before the session (answers such
 * as "busy" read right for a visitor) and after it (a signed-in account's choice wins).
 */
export function languageOfRequest(config: { publicUrl: string }): RequestHandler {
  const secure = config.publicUrl.startsWith('https:');
  return (req, res, next) => {
    const language = requestLanguage(req);
    const fromAddress = queryLanguage(req);
    if (fromAddress && !res.headersSent && !res.getHeader('Set-Cookie')?.toString().includes(`${LANGUAGE_COOKIE}=`))
      rememberLanguage(res, fromAddress, secure);
    res.setHeader('Content-Language', LANGUAGE_TAGS[language]);
    res.vary('Accept-Language');
    res.vary('Cookie');
    inLanguage(language, next);
  };
}
