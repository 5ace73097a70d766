/**
 * Which language a request is answered in (docs/architecture.md §9.9): `?lang=` on the address
 * (kept in the `lang` cookie), then the signed-in account's choice, then the cookie, then the
 * browser's Accept-Language, then English. Everything the request writes — error texts, mails to
 * the person asking, the page's `<html lang>` — follows; texts sent to someone else are written in
 * that person's language by the code that sends them. Where the pseudo-locales are on, `?lang=pseudo`
 * and `?lang=pseudo-bidi` pick one like a language; kept in the cookie, it wins over the account's
 * choice (a check of the screens, never stored on the account).
 */
import type { Request, RequestHandler, Response } from 'express';
import {
  DEFAULT_LANGUAGE,
  isPseudoLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  type Locale,
  languageOf,
  negotiateLanguage,
} from '../../common/i18n';
import { inLanguage } from '../lib/i18n';
import { cookieValue } from './handle';
import './session-user';

/** A year: the choice outlives sessions, as a visitor's settings do. */
const COOKIE_MAX_AGE_MS = 365 * 24 * 3600_000;

/** A language, or a pseudo-locale where they are on. */
function localeOf(value: unknown, pseudoLocales: boolean): Locale | null {
  if (pseudoLocales && isPseudoLocale(value)) return value;
  return typeof value === 'string' ? languageOf(value) : null;
}

/** The language this request is answered in. */
function requestLanguage(req: Request, pseudoLocales: boolean): Locale {
  // The REST API answers integrators, not readers: its texts stay in the source language.
  if (req.path.startsWith('/api/v1/') || req.path === '/api/v1') return DEFAULT_LANGUAGE;
  const cookie = localeOf(cookieValue(req, LANGUAGE_COOKIE), pseudoLocales);
  return (
    localeOf(req.query[LANGUAGE_PARAM], pseudoLocales) ??
    (isPseudoLocale(cookie) ? cookie : null) ??
    req.user?.preferredLanguage ??
    cookie ??
    negotiateLanguage(req.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/** Keeps a visitor's choice for the pages that follow. */
export function rememberLanguage(res: Response, language: Locale, secure: boolean): void {
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
export function languageOfRequest(config: { publicUrl: string; pseudoLocales: boolean }): RequestHandler {
  const secure = config.publicUrl.startsWith('https:');
  return (req, res, next) => {
    const language = requestLanguage(req, config.pseudoLocales);
    const fromAddress = localeOf(req.query[LANGUAGE_PARAM], config.pseudoLocales);
    if (fromAddress && !res.headersSent && !res.getHeader('Set-Cookie')?.toString().includes(`${LANGUAGE_COOKIE}=`))
      rememberLanguage(res, fromAddress, secure);
    res.setHeader('Content-Language', LANGUAGE_TAGS[language]);
    res.vary('Accept-Language');
    res.vary('Cookie');
    inLanguage(language, next);
  };
}
