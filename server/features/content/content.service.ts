/** Content pages of the CMS (SPEC §2 catch-all route, §3 CMS content). */
import type { CmsContent } from '../../../common/content';
import { sanitizeRichText } from '../../lib/html';
import type { ContentRepository } from './content.repository';

const MAX_PATH_LENGTH = 500;

/** Paths are stored normalised: leading slash, no trailing slash, no query or hash. */
export function normalizeContentPath(input: string): string | null {
  const raw = input.split(/[?#]/, 1)[0] ?? '';
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  const withSlash = raw.startsWith('/') ? raw : `/${raw}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.toLowerCase();
}

export function createContentService(repo: ContentRepository, clock: () => number = Date.now) {
  return {
    async getByPath(path: string): Promise<CmsContent | null> {
      const normalized = normalizeContentPath(path);
      if (!normalized) return null;
      const row = await repo.findByPath(normalized);
      if (!row) return null;
      return { path: row.path, title: row.title, content: row.content, showLayout: row.showLayout === 1 };
    },

    async save(page: CmsContent): Promise<void> {
      const normalized = normalizeContentPath(page.path);
      if (!normalized) throw new Error('invalid content path');
      await repo.upsert({ ...page, path: normalized, content: sanitizeRichText(page.content) }, clock());
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
