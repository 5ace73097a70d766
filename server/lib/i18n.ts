/**
 * The server's translators (docs/architecture.md §9.9): one Lingui instance per language with the
 * catalogs of code the server runs (common/ and server/), and the language of the work in hand —
 * the request's, or a mail's recipient's — held for the async calls it makes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  baseLanguage,
  DEFAULT_LANGUAGE,
  isPseudoLocale,
  LANGUAGE_TAGS,
  setI18nSource,
  type Language,
  type Locale,
} from '../../common/i18n';
import { pseudoMessages } from '../../common/pseudo-locale';
import { CATALOGS } from '../locales/catalogs';

const catalogs = CATALOGS as Record<Language, Messages>;

const translators = new Map<Locale, I18n>();

/**
 * A locale's translator, made when first needed: a pseudo-locale's from the English catalogs, and
 * only where the pseudo-locales are on (server/http/language.ts picks one only then).
 */
function translator(locale: Locale): I18n {
  let one = translators.get(locale);
  if (!one) {
    const language = baseLanguage(locale);
    one = setupI18n();
    one.load(locale, isPseudoLocale(locale) ? pseudoMessages(catalogs[language], locale) : catalogs[language]);
    // Numbers, dates and plural rules of the language the locale is derived from.
    one.activate(locale, [LANGUAGE_TAGS[language]]);
    translators.set(locale, one);
  }
  return one;
}

const current = new AsyncLocalStorage<Locale>();

setI18nSource(() => translator(current.getStore() ?? DEFAULT_LANGUAGE));

/** Runs `work` (and what it awaits) in `locale`: texts, mails and PDFs it makes are in it. */
export function inLanguage<T>(locale: Locale, work: () => T): T {
  return current.run(locale, work);
}

/** The language of the work in hand, as stored on an account or a record (never a pseudo-locale). */
export function currentLanguage(): Language {
  return baseLanguage(currentLocale());
}

/** The locale of the work in hand: the page's `<html lang>` and `dir`, mails to the one asking. */
export function currentLocale(): Locale {
  return current.getStore() ?? DEFAULT_LANGUAGE;
}
