/**
 * The server's translators (docs/architecture.md §9.9): one Lingui instance per language with the
 * catalogs of code the server runs (common/ and server/), and the language of the work in hand —
 * the request's, or a mail's recipient's — held for the async calls it makes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_TAGS, setI18nSource, type Language } from '../../common/i18n';
import { CATALOGS } from '../locales/catalogs';

const catalogs = CATALOGS as Record<Language, Messages>;

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const one = setupI18n();
    one.load(language, catalogs[language]);
    one.activate(language, [LANGUAGE_TAGS[language]]);
    return [language, one];
  }),
) as Record<Language, I18n>;

const current = new AsyncLocalStorage<Language>();

setI18nSource(() => translators[current.getStore() ?? DEFAULT_LANGUAGE]);

/** Runs `work` (and what it awaits) in `language`: texts, mails and PDFs it makes are in it. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return current.run(language, work);
}

/** The language of the work in hand. */
export function currentLanguage(): Language {
  return current.getStore() ?? DEFAULT_LANGUAGE;
}
