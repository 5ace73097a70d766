/**
 * The page's language on the client (docs/architecture.md §9.9): the server writes it on
 * `<html lang>`; the frame's messages and each screen's are a chunk per language, fetched with the
 * code that reads them, so a session downloads only its own language.
 */
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, languageOf, type Language } from '../../common/i18n';
import { CATALOGS } from '../catalog-map';
import { pageState } from './page-state';

/**
 * A bundle of messages: the frame's (`frame`) or a screen chunk's (its key in src/routes.ts), each
 * written per language from the imports by `npm run i18n` (src/catalog-map.ts).
 */
type CatalogName = string;

// A text whose message is not loaded shows its id: a bug of the bundles (npm run i18n), reported as
// an error so that any browser journey that meets one fails.
i18n.on('missing', ({ id, locale }) => console.error(`No message "${id}" in the ${locale} catalogs loaded`));

/** The language the server wrote on the page. */
export function pageLanguage(): Language {
  return languageOf(typeof document === 'undefined' ? null : document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/**
 * The `lang` of a block of employer-written text in `language` (docs/architecture.md §9.9): none
 * when it is the page's own, its tag when it is shown in another for want of a translation.
 */
export function contentLang(language: Language | undefined): string | undefined {
  return language && language !== pageLanguage() ? LANGUAGE_TAGS[language] : undefined;
}

const loaded = new Map<string, Promise<void>>();

/** Loads catalogs of the page's language (each once) into the translator and activates it. */
function loadCatalogs(names: readonly CatalogName[], language: Language = pageLanguage()): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const key = `${language}:${name}`;
      let loading = loaded.get(key);
      if (!loading) {
        const fetch = CATALOGS[name]?.[language];
        if (!fetch) return Promise.reject(new Error(`No messages of "${name}" in ${language}`));
        // A pseudo-locale's page (development, tests) reads English made foreign when it loads.
        const pseudo = pageState.pseudoLocale;
        loading = fetch()
          .then(({ messages }) =>
            pseudo ? import('../../common/pseudo-locale').then((m) => m.pseudoMessages(messages, pseudo)) : messages,
          )
          .then((messages) => {
            i18n.load(language, messages);
            if (i18n.locale !== language) i18n.activate(language, [LANGUAGE_TAGS[language]]);
          });
        // A failed fetch is tried again by the next screen that needs it.
        loading.catch(() => loaded.delete(key));
        loaded.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** A screen's code with the frame's messages and its chunk's: the screen draws once all are here. */
export async function withCatalogs<T>(code: Promise<T>, chunk: string): Promise<T> {
  const [module] = await Promise.all([code, loadCatalogs(['frame', chunk])]);
  return module;
}
