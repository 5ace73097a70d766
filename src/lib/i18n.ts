/**
 * The page's language on the client (docs/architecture.md §9.9): the server writes it on
 * `<html lang>`; each chunk's messages in that language are a file of their own, fetched beside the
 * chunk's script (webpack/chunk-catalogs.ts), so a session downloads only its own language and
 * only the messages of the code it runs.
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, languageOf, type Language } from '../../common/i18n';
import { pageState } from './page-state';

// A text whose message is not loaded shows its id: a bug of the catalogs (npm run i18n), reported as
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

/** What the build's runtime tells of the chunks' messages (webpack/chunk-catalogs.ts). */
interface ChunkCatalogs {
  /** The entry's chunks with messages (by id). */
  e: Readonly<Record<string, string>>;
  /** The address of a chunk's messages in a language. */
  u: (chunkId: string | number, language: string) => string;
  /** The page's loader, called as each chunk with messages loads. */
  l?: (chunkId: string | number) => Promise<void>;
}
declare const __webpack_require__: { i18n?: ChunkCatalogs } | undefined;

// Outside the build (unit tests) there is no runtime: the tests load every catalog themselves.
const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.i18n;
const loaded = new Map<string, Promise<void>>();

/** Loads a chunk's messages in the page's language (once) into the translator and activates it. */
function loadChunkMessages(chunkId: string | number, language: Language = pageLanguage()): Promise<void> {
  const key = `${language}:${chunkId}`;
  let loading = loaded.get(key);
  if (!loading && runtime) {
    const url = runtime.u(chunkId, language);
    // A pseudo-locale's page (development, tests) reads English made foreign when it loads.
    const pseudo = pageState.pseudoLocale;
    loading = fetch(url)
      .then((answer) => {
        if (!answer.ok) throw new Error(`No messages of chunk ${chunkId} in ${language} (${answer.status})`);
        return answer.json() as Promise<Messages>;
      })
      .then((messages) =>
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
  return loading ?? Promise.resolve();
}

if (runtime) runtime.l = loadChunkMessages;

/** A screen's code once the frame's messages are here too (its own arrive with its chunks). */
export async function withMessages<T>(code: Promise<T>): Promise<T> {
  const [module] = await Promise.all([code, ...Object.keys(runtime?.e ?? {}).map((id) => loadChunkMessages(id))]);
  return module;
}
