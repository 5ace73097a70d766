/**
 * The page's language on the client (docs/architecture.md §9.9): the server writes it on
 * `<html lang>`; each catalog is a chunk of its own per language, fetched with the code that reads
 * it (a screen's chunk loads its features' catalogs), so a session downloads only its language.
 */
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, languageOf, type Language } from '../../common/i18n';

/** A catalog: the frame's (`shell`), common/'s, or a feature folder's, by the folder's name. */
export type CatalogName = 'shell' | 'common' | FeatureCatalog;
export type FeatureCatalog =
  | 'auth'
  | 'brand'
  | 'content'
  | 'dashboard'
  | 'doc-check'
  | 'documents'
  | 'integrations'
  | 'interviews'
  | 'jobs'
  | 'mail-templates'
  | 'onboarding'
  | 'pipeline'
  | 'profile'
  | 'saved'
  | 'seal'
  | 'security'
  | 'self-id'
  | 'staff'
  | 'system';

type CatalogModule = { messages: Messages };

function fetchCatalog(name: CatalogName, language: Language): Promise<CatalogModule> {
  if (name === 'shell') return import(/* webpackChunkName: "i18n-shell-[request]" */ `../locales/${language}.ts`);
  if (name === 'common')
    return import(/* webpackChunkName: "i18n-common-[request]" */ `../../common/locales/${language}.ts`);
  return import(
    /* webpackChunkName: "i18n-[request]" */
    /* webpackInclude: /features[\\/][^\\/]+[\\/]locales[\\/][a-z]+\.ts$/ */
    `../features/${name}/locales/${language}.ts`
  );
}

/** The language the server wrote on the page. */
export function pageLanguage(): Language {
  return languageOf(typeof document === 'undefined' ? null : document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

const loaded = new Map<string, Promise<void>>();

/** Loads catalogs of the page's language (each once) into the translator and activates it. */
export function loadCatalogs(names: readonly CatalogName[], language: Language = pageLanguage()): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const key = `${language}:${name}`;
      let loading = loaded.get(key);
      if (!loading) {
        loading = fetchCatalog(name, language).then(({ messages }) => {
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

/** The frame's catalogs: every page draws the header and footer and reads common/'s texts. */
const FRAME: readonly CatalogName[] = ['shell', 'common'];

/** A screen's code with the frame's and its features' catalogs: the screen draws once all are here. */
export async function withCatalogs<T>(code: Promise<T>, names: readonly FeatureCatalog[]): Promise<T> {
  const [module] = await Promise.all([code, loadCatalogs([...FRAME, ...names])]);
  return module;
}
