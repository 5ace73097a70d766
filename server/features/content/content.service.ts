/**
 * Content pages of the CMS (docs/product.md §2 catch-all route, §3 CMS content): visitors read published
 * pages by path, in their language when the page has a translation; staff list, create, edit under
 * a version number, publish, restore versions, and save each page's translations.
 * Every save is sanitized with the job descriptions' sanitizer and kept as a version.
 * Each use case is a function of its own file; this binds them to the service's deps. The path
 * rule and the versioned write every edit goes through are in content.shared.ts.
 */
import type { ContentServiceDeps } from './content.shared';
import { removePageTranslation, savePageTranslation } from './page-translations';
import { pageVersions, restoreVersion } from './page-versions';
import { getByPath, hasPage, type SavedPage, savePage } from './published-pages';
import { createPage, editPage, listPages, previewPage, setPublished, staffPage } from './staff-pages';

export type { ContentServiceDeps };

export function createContentService(deps: ContentServiceDeps) {
  return {
    getByPath: (path: string) => getByPath(deps, path),
    hasPage: (path: string) => hasPage(deps, path),
    save: (page: SavedPage) => savePage(deps, page),
    list: () => listPages(deps),
    page: (idInput: unknown) => staffPage(deps, idInput),
    preview: (input: unknown) => previewPage(input),
    create: (input: unknown, actorId: number) => createPage(deps, input, actorId),
    update: (idInput: unknown, input: unknown, actorId: number) => editPage(deps, idInput, input, actorId),
    setPublished: (idInput: unknown, input: unknown, actorId: number) => setPublished(deps, idInput, input, actorId),
    versions: (idInput: unknown) => pageVersions(deps, idInput),
    restore: (idInput: unknown, versionInput: unknown, input: unknown, actorId: number) =>
      restoreVersion(deps, idInput, versionInput, input, actorId),
    saveTranslation: (idInput: unknown, language: unknown, input: unknown, actorId: number) =>
      savePageTranslation(deps, idInput, language, input, actorId),
    removeTranslation: (idInput: unknown, language: unknown, actorId: number) =>
      removePageTranslation(deps, idInput, language, actorId),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
