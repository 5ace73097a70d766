/**
 * The language a mail (or a document) is written in for its reader (docs/architecture.md §9.9):
 * the language the reader chose on their account, whoever or whatever sends it. Mail is queued as
 * rendered text, so composing it in the reader's language when it is queued is all it takes.
 */
import { DEFAULT_LANGUAGE, type Language, type Locale, languageOf } from '../../common/i18n';
import { currentLocale, inLanguage } from './i18n';

/**
 * The reader's chosen language; when they never chose one, `fallback`: English for mail that a
 * staff member or a scheduler sends (the sender's language says nothing of the reader's).
 */
export function readerLanguage(preferred: string | null | undefined, fallback?: Language): Language;
export function readerLanguage(preferred: string | null | undefined, fallback: Locale): Locale;
export function readerLanguage(preferred: string | null | undefined, fallback: Locale = DEFAULT_LANGUAGE): Locale {
  return languageOf(preferred) ?? fallback;
}

/** `work` (and what it awaits) in the reader's language (see readerLanguage). */
export function inReaderLanguage<T>(
  preferred: string | null | undefined,
  work: () => T,
  fallback: Locale = DEFAULT_LANGUAGE,
): T {
  return inLanguage(readerLanguage(preferred, fallback), work);
}

/**
 * `work` in the language of the person making the request, as mail to themselves: their account's
 * choice, else the language the request is answered in (the page they asked from).
 */
export function inOwnLanguage<T>(preferred: string | null | undefined, work: () => T): T {
  // A pseudo-locale of the page too, so that a check of the screens sees its mails marked.
  return inLanguage(readerLanguage(preferred, currentLocale()), work);
}
