/**
 * Content pages of the CMS (docs/product.md §2 catch-all route, §3 CMS content): visitors read published
 * pages by path; staff list, create, edit under a version number, publish, and restore versions.
 * Every save is sanitized with the job descriptions' sanitizer and kept as a version.
 */
import {
  type CmsContent,
  CONTENT_MESSAGES as M,
  type StaffPage,
  type StaffPageSummary,
  type StaffPageVersion,
} from '../../../common/content';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html';
import { markdownToSafeHtml } from '../../lib/markdown';
import { parseFields } from '../../lib/parse-fields';
import type { ContentRepository, PageWrite } from './content.repository';
import { pageEditSchema, pageVersionSchema, pageWriteSchema, previewSchema, publishSchema } from './content.schema';
import { idOrNotFound } from '../../lib/ids';

const MAX_PATH_LENGTH = 500;

/** Paths are stored normalised: leading slash, no trailing slash, no query or hash. */
function normalizeContentPath(input: string): string | null {
  const raw = input.split(/[?#]/, 1)[0] ?? '';
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  const withSlash = raw.startsWith('/') ? raw : `/${raw}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.toLowerCase();
}

export interface ContentServiceDeps {
  repo: ContentRepository;
  clock: Clock;
  audit: AuditLog;
}

type PageRow = NonNullable<Awaited<ReturnType<ContentRepository['find']>>>;
type SummaryRow = Awaited<ReturnType<ContentRepository['list']>>[number];

const iso = (ms: number) => new Date(Number(ms)).toISOString();

function summary(row: SummaryRow): StaffPageSummary {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    published: row.published === 1,
    version: Number(row.version),
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedByName,
  };
}

function pageOf(row: PageRow): StaffPage {
  return {
    ...summary(row),
    metaDescription: row.metaDescription,
    contentMarkdown: row.contentMarkdown ?? row.content,
    contentHtml: row.content,
    showLayout: row.showLayout === 1,
  };
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.pageNotFound);
const pathTaken = () => new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields: { path: M.pathTaken } });

export function createContentService(deps: ContentServiceDeps) {
  const { repo, clock, audit } = deps;

  function write(input: ReturnType<typeof pageWriteSchema.parse>): PageWrite {
    return {
      path: input.path,
      title: input.title,
      metaDescription: input.metaDescription,
      content: markdownToSafeHtml(input.contentMarkdown),
      contentMarkdown: input.contentMarkdown,
      showLayout: input.showLayout,
    };
  }

  async function get(id: number): Promise<StaffPage> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return pageOf(row);
  }

  /** Writes `page` over version `version`; a stale version is a 409, never an overwrite. */
  async function update(id: number, version: number, page: PageWrite, actorId: number | null) {
    const written = await repo.update(id, version, page, actorId, clock());
    if (written === null) throw pathTaken();
    if (!written) {
      if (!(await repo.find(id))) throw notFound();
      throw new AppError(ErrorCode.CONFLICT, M.staleVersion);
    }
  }

  return {
    /** The published page at a path, or null (visitors, GraphQL `content`). */
    async getByPath(path: string): Promise<CmsContent | null> {
      const normalized = normalizeContentPath(path);
      if (!normalized) return null;
      const row = await repo.findPublished(normalized);
      if (!row) return null;
      return {
        path: row.path,
        title: row.title,
        content: row.content,
        showLayout: row.showLayout === 1,
        metaDescription: row.metaDescription,
      };
    },

    /** Whether a page (published or a draft) exists at a path: features that need a page make it only when none does. */
    async hasPage(path: string): Promise<boolean> {
      const normalized = normalizeContentPath(path);
      return normalized !== null && (await repo.idOfPath(normalized)) !== null;
    },

    /**
     * The seed and operators: a published page, created or saved as its next version, from
     * Markdown (what the editor shows staff) or from HTML (kept as its own Markdown: Markdown
     * passes HTML through).
     */
    async save(
      page: Omit<CmsContent, 'metaDescription' | 'content'> & { metaDescription?: string } & (
          { contentMarkdown: string } | { content: string }
        ),
    ): Promise<void> {
      const path = normalizeContentPath(page.path);
      if (!path) throw new Error('invalid content path');
      const html =
        'contentMarkdown' in page ? markdownToSafeHtml(page.contentMarkdown) : sanitizeRichText(page.content);
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
      await update(id, (await get(id)).version, row, null);
    },

    /** GET /api/staff/content */
    async list(): Promise<StaffPageSummary[]> {
      return (await repo.list()).map(summary);
    },

    /** GET /api/staff/content/{id} */
    page(idInput: unknown): Promise<StaffPage> {
      return get(idOrNotFound(idInput, M.pageNotFound));
    },

    /** POST /api/staff/content/preview: the HTML the content would be stored as. */
    preview(input: unknown): { html: string } {
      const { contentMarkdown } = parseFields(previewSchema, input, M.invalidForm);
      return { html: markdownToSafeHtml(contentMarkdown) };
    },

    /** POST /api/staff/content: a new page, a draft until it is published. */
    async create(input: unknown, actorId: number): Promise<StaffPage> {
      const page = write(parseFields(pageWriteSchema, input, M.invalidForm));
      const id = await repo.insert(page, false, actorId, clock());
      if (id === null) throw pathTaken();
      await audit.record({ action: 'content.create', actorId, detail: { pageId: id, path: page.path } });
      return get(id);
    },

    /** PUT /api/staff/content/{id} with the version the edit started from. */
    async update(idInput: unknown, input: unknown, actorId: number): Promise<StaffPage> {
      const id = idOrNotFound(idInput, M.pageNotFound);
      const { version, ...fields } = parseFields(pageEditSchema, input, M.invalidForm);
      await update(id, version, write(fields), actorId);
      await audit.record({ action: 'content.update', actorId, detail: { pageId: id, version: version + 1 } });
      return get(id);
    },

    /** POST /api/staff/content/{id}/publish {published}: a draft is hidden from visitors (404). */
    async setPublished(idInput: unknown, input: unknown, actorId: number): Promise<StaffPage> {
      const id = idOrNotFound(idInput, M.pageNotFound);
      const { published } = parseFields(publishSchema, input, M.invalidForm);
      if (!(await repo.setPublished(id, published, clock()))) throw notFound();
      await audit.record({
        action: published ? 'content.publish' : 'content.unpublish',
        actorId,
        detail: { pageId: id },
      });
      return get(id);
    },

    /** GET /api/staff/content/{id}/versions: newest first. */
    async versions(idInput: unknown): Promise<StaffPageVersion[]> {
      const id = idOrNotFound(idInput, M.pageNotFound);
      await get(id);
      return (await repo.versions(id)).map((v) => ({
        version: Number(v.version),
        title: v.title,
        createdAt: iso(v.createdAt),
        createdBy: v.createdByName,
      }));
    },

    /**
     * POST /api/staff/content/{id}/versions/{n}/restore {version}: version n's fields become a new
     * version (history only grows), under the same version check as an edit.
     */
    async restore(idInput: unknown, versionInput: unknown, input: unknown, actorId: number): Promise<StaffPage> {
      const id = idOrNotFound(idInput, M.pageNotFound);
      const from = idOrNotFound(versionInput, M.versionNotFound);
      const { version } = parseFields(pageVersionSchema, input, M.invalidForm);
      const current = await get(id);
      const old = await repo.findVersion(id, from);
      if (!old) throw new AppError(ErrorCode.NOT_FOUND, M.versionNotFound);
      await update(
        id,
        version,
        {
          path: current.path,
          title: old.title,
          metaDescription: old.metaDescription,
          // Sanitized again: the sanitizer's rules may have grown since that version was saved.
          content: sanitizeRichText(old.content),
          contentMarkdown: old.contentMarkdown,
          showLayout: old.showLayout === 1,
        },
        actorId,
      );
      await audit.record({
        action: 'content.restore',
        actorId,
        detail: { pageId: id, restored: from, version: version + 1 },
      });
      return get(id);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
