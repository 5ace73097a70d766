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

/** The BCP 47 tag a language is published under (`<html lang>`, hreflang, Intl). */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** The query parameter that picks a page's language on any link, and the cookie that keeps it. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
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
