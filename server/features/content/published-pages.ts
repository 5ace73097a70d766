/** Pages as visitors and the seed see them: the published page at a path, and saving one from code. */
import type { CmsContent } from '../../../common/content';
import { sanitizeRichText } from '../../lib/html';
import { currentLanguage } from '../../lib/i18n';
import { markdownToSafeHtml } from '../../lib/markdown';
import type { PageWrite } from './content.repository';
import { type ContentServiceDeps, get, normalizeContentPath, PAGE_SUBJECT, pathTaken, update } from './content.shared';

/**
 * The published page at a path, or null (visitors, GraphQL `content`), in the reader's language
 * when it has a translation, else as written (its `language` says which).
 */
export async function getByPath(deps: ContentServiceDeps, path: string): Promise<CmsContent | null> {
  const normalized = normalizeContentPath(path);
  if (!normalized) return null;
  const found = await deps.repo.findPublished(normalized);
  if (!found) return null;
  const [row] = await deps.translations.overlay(
    PAGE_SUBJECT,
    [found],
    { id: (r) => r.id, fields: ['title', 'content', 'metaDescription'] },
    currentLanguage(),
  );
  return {
    path: row!.path,
    title: row!.title,
    content: row!.content,
    showLayout: row!.showLayout === 1,
    metaDescription: row!.metaDescription,
    language: row!.language,
  };
}

/** Whether a page (published or a draft) exists at a path: features that need a page make it only when none does. */
export async function hasPage(deps: ContentServiceDeps, path: string): Promise<boolean> {
  const normalized = normalizeContentPath(path);
  return normalized !== null && (await deps.repo.idOfPath(normalized)) !== null;
}

/** What the seed and operators save: Markdown, or HTML. */
export type SavedPage = Omit<CmsContent, 'metaDescription' | 'content' | 'language'> & { metaDescription?: string } & (
    { contentMarkdown: string } | { content: string }
  );

/**
 * The seed and operators: a published page, created or saved as its next version, from
 * Markdown (what the editor shows staff) or from HTML (kept as its own Markdown: Markdown
 * passes HTML through).
 */
export async function savePage(deps: ContentServiceDeps, page: SavedPage): Promise<void> {
  const { repo, clock } = deps;
  const path = normalizeContentPath(page.path);
  if (!path) throw new Error('invalid content path');
  const html = 'contentMarkdown' in page ? markdownToSafeHtml(page.contentMarkdown) : sanitizeRichText(page.content);
  const row: PageWrite = {
    path,
    title: page.title,
    metaDescription: page.metaDescription ?? '',
    content: html,
    contentMarkdown: 'contentMarkdown' in page ? page.contentMarkdown : html,
    showLayout: page.showLayout,
  };
  const id = await repo.idOfPath(path);
  if (id === null) {
    if ((await repo.insert(row, true, null, clock())) === null) throw pathTaken();
    return;
  }
  await update(deps, id, (await get(deps, id)).version, row, null);
}
