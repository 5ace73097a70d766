/**
 * The languages a person can read the portal in (docs/architecture.md §9.9), and how a text of
 * code shared by both sides is translated. Messages are ICU (plural, select, numbers) in Lingui's
 * catalogs; English is the source and a message's English text is its id, so that code that has
 * no build step of its own (the server) carries readable, extractable texts:
 *
 *   i18n._('Welcome, {firstName}!', { firstName })      translated now, in the current language
 *   FOO = translatable({ busy: { id: 'Busy.' } })   // with an i18n marker: translated when read
 *
 * The client's own code uses Lingui's macros instead (`msg`, `t`, `<Trans>`).
 */
import { i18n as linguiI18n, type I18n, type MessageDescriptor } from '@lingui/core';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/**
 * Pseudo-locales (docs/architecture.md §9.9): the English catalogs made visibly foreign when they
 * are loaded (common/pseudo-locale.ts), to check a screen's texts and layout before a translation
 * exists. Only where PSEUDO_LOCALES is on (development and tests); never offered, never stored.
 */
const PSEUDO_LOCALES = ['pseudo', 'pseudo-bidi'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/** What a page can be read in: one of the languages, or a pseudo-locale where they are on. */
export type Locale = Language | PseudoLocale;

/**
 * The BCP 47 tag a locale is published under (`<html lang>`, hreflang, Intl). The pseudo-locales
 * use Chromium's: private-use regions (XA, XB) of valid languages, which browsers and axe accept.
 */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  es: 'es-US',
  pseudo: 'en-XA',
  'pseudo-bidi': 'ar-XB',
};

/** Which way a locale's text runs: a right-to-left language sets `rtl` here, and nothing else. */
export const TEXT_DIRECTIONS: Readonly<Record<Locale, 'ltr' | 'rtl'>> = {
  en: 'ltr',
  es: 'ltr',
  pseudo: 'ltr',
  'pseudo-bidi': 'rtl',
};

/** The query parameter that picks a page's language on any link, and the cookie that keeps it. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isPseudoLocale(value: unknown): value is PseudoLocale {
  return typeof value === 'string' && (PSEUDO_LOCALES as readonly string[]).includes(value);
}

/** The language whose catalogs a locale reads (a pseudo-locale's are derived from English). */
export function baseLanguage(locale: Locale): Language {
  return isPseudoLocale(locale) ? DEFAULT_LANGUAGE : locale;
}

/** A tag such as `es-MX` or `EN` read as one of our languages, or null. */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4: q-values, the first
 * listed wins a tie), or null when it names none of them.
 */
export function negotiateLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.split(';');
    const language = languageOf(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}

/** The language choice's own texts (the switcher's and the profile's). */
export const LANGUAGE_MESSAGES = {
  get invalid(): string {
    return i18n._('Choose English or Español.');
  },
  get label(): string {
    return i18n._('Language');
  },
};

let current: () => I18n = () => linguiI18n;

/** The server sets where the current language comes from (the request's or a mail's recipient's). */
export function setI18nSource(source: () => I18n): void {
  current = source;
}

/** The translator of the current language: `i18n._(English text, values)`. */
export const i18n = {
  _(id: string | MessageDescriptor, values?: Record<string, unknown>): string {
    return current()._(id as string, values);
  },
  get locale(): Language {
    const locale = current().locale;
    return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  },
};

type Texts<T> = {
  readonly [K in keyof T]: T[K] extends MessageDescriptor
    ? string
    : T[K] extends (...args: never[]) => unknown
      ? T[K]
      : Texts<T[K]>;
};

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';
}

/**
 * A catalogue of texts read as strings in the current language each time they are read: a module
 * of constants keeps its shape while the language changes under it. Functions are kept as they are
 * (they translate when called).
 */
export function translatable<T extends object>(tree: T): Texts<T> {
  // Arrays stay arrays (with a getter per item), so that lists of texts map and iterate.
  const out = (Array.isArray(tree) ? [] : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(tree)) {
    if (isDescriptor(value)) Object.defineProperty(out, key, { enumerable: true, get: () => i18n._(value) });
    else if (typeof value === 'object' && value !== null) out[key] = translatable(value);
    else out[key] = value;
  }
  return out as Texts<T>;
}
