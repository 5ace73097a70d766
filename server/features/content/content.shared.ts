/**
 * What the content use cases share: the service's deps, the path rule, the rows as staff read them,
 * and the versioned write every edit goes through (see content.service.ts).
 */
import {
  CONTENT_MESSAGES as M,
  type PageTranslationField,
  type StaffPage,
  type StaffPageSummary,
} from '../../../common/content';
import type { Translation, TranslationLanguage } from '../../../common/translations';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { markdownToSafeHtml } from '../../lib/markdown';
import type { ContentRepository, PageWrite } from './content.repository';
import type { pageWriteSchema } from './content.schema';
import type { TranslationsService } from '../translations/translations.service';

const MAX_PATH_LENGTH = 500;

/** Paths are stored normalised: leading slash, no trailing slash, no query or hash. */
export function normalizeContentPath(input: string): string | null {
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
  translations: TranslationsService;
}

type PageRow = NonNullable<Awaited<ReturnType<ContentRepository['find']>>>;
type SummaryRow = Awaited<ReturnType<ContentRepository['list']>>[number];

export const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** The content service's subject in the translations store; a page's translations are keyed by its id. */
export const PAGE_SUBJECT = 'cms-page';

export function summary(row: SummaryRow, missingTranslations: TranslationLanguage[]): StaffPageSummary {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    published: row.published === 1,
    version: Number(row.version),
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedByName,
    missingTranslations,
  };
}

const EDITED_FIELDS: readonly PageTranslationField[] = ['title', 'metaDescription', 'contentMarkdown'];

function pageOf(row: PageRow, translations: StaffPage['translations'], missing: TranslationLanguage[]): StaffPage {
  return {
    ...summary(row, missing),
    translations,
    metaDescription: row.metaDescription,
    contentMarkdown: row.contentMarkdown ?? row.content,
    contentHtml: row.content,
    showLayout: row.showLayout === 1,
  };
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.pageNotFound);
export const pathTaken = () => new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields: { path: M.pathTaken } });

export function write(input: ReturnType<typeof pageWriteSchema.parse>): PageWrite {
  return {
    path: input.path,
    title: input.title,
    metaDescription: input.metaDescription,
    content: markdownToSafeHtml(input.contentMarkdown),
    contentMarkdown: input.contentMarkdown,
    showLayout: input.showLayout,
  };
}

export async function get(deps: ContentServiceDeps, id: number): Promise<StaffPage> {
  const row = await deps.repo.find(id);
  if (!row) throw notFound();
  const [read, missing] = await Promise.all([
    deps.translations.read(PAGE_SUBJECT, [id]),
    deps.translations.missing(PAGE_SUBJECT, [id]),
  ]);
  // The editor reads the Markdown; the HTML made from it is what visitors get.
  const translations: StaffPage['translations'] = {};
  for (const [language, t] of Object.entries(read.get(String(id)) ?? {}) as [TranslationLanguage, Translation][])
    translations[language] = {
      ...t,
      fields: Object.fromEntries(EDITED_FIELDS.map((f) => [f, t.fields[f] ?? ''])) as Record<
        PageTranslationField,
        string
      >,
    };
  return pageOf(row, translations, missing.get(String(id)) ?? []);
}

/** Writes `page` over version `version`; a stale version is a 409, never an overwrite. */
export async function update(
  deps: ContentServiceDeps,
  id: number,
  version: number,
  page: PageWrite,
  actorId: number | null,
) {
  const { repo, clock } = deps;
  const written = await repo.update(id, version, page, actorId, clock());
  if (written === null) throw pathTaken();
  if (!written) {
    if (!(await repo.find(id))) throw notFound();
    throw new AppError(ErrorCode.CONFLICT, M.staleVersion);
  }
}
