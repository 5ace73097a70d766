/** Staff's pages: the list, one page, a preview, a new page, an edit, publishing. */
import { CONTENT_MESSAGES as M, type StaffPage, type StaffPageSummary } from '../../../common/content';
import { idOrNotFound } from '../../lib/ids';
import { markdownToSafeHtml } from '../../lib/markdown';
import { parseFields } from '../../lib/parse-fields';
import {
  type ContentServiceDeps,
  get,
  notFound,
  PAGE_SUBJECT,
  pathTaken,
  summary,
  update,
  write,
} from './content.shared';
import { pageEditSchema, pageWriteSchema, previewSchema, publishSchema } from './content.schema';

/** GET /api/staff/content */
export async function listPages(deps: ContentServiceDeps): Promise<StaffPageSummary[]> {
  const rows = await deps.repo.list();
  const missing = await deps.translations.missing(
    PAGE_SUBJECT,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summary(row, missing.get(String(row.id)) ?? []));
}

/** GET /api/staff/content/{id} */
export function staffPage(deps: ContentServiceDeps, idInput: unknown): Promise<StaffPage> {
  return get(deps, idOrNotFound(idInput, M.pageNotFound));
}

/** POST /api/staff/content/preview: the HTML the content would be stored as. */
export function previewPage(input: unknown): { html: string } {
  const { contentMarkdown } = parseFields(previewSchema, input, M.invalidForm);
  return { html: markdownToSafeHtml(contentMarkdown) };
}

/** POST /api/staff/content: a new page, a draft until it is published. */
export async function createPage(deps: ContentServiceDeps, input: unknown, actorId: number): Promise<StaffPage> {
  const { repo, clock, audit } = deps;
  const page = write(parseFields(pageWriteSchema, input, M.invalidForm));
  const id = await repo.insert(page, false, actorId, clock());
  if (id === null) throw pathTaken();
  await audit.record({ action: 'content.create', actorId, detail: { pageId: id, path: page.path } });
  return get(deps, id);
}

/** PUT /api/staff/content/{id} with the version the edit started from. */
export async function editPage(
  deps: ContentServiceDeps,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffPage> {
  const id = idOrNotFound(idInput, M.pageNotFound);
  const { version, ...fields } = parseFields(pageEditSchema, input, M.invalidForm);
  await update(deps, id, version, write(fields), actorId);
  await deps.audit.record({ action: 'content.update', actorId, detail: { pageId: id, version: version + 1 } });
  return get(deps, id);
}

/** POST /api/staff/content/{id}/publish {published}: a draft is hidden from visitors (404). */
export async function setPublished(
  deps: ContentServiceDeps,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffPage> {
  const id = idOrNotFound(idInput, M.pageNotFound);
  const { published } = parseFields(publishSchema, input, M.invalidForm);
  if (!(await deps.repo.setPublished(id, published, deps.clock()))) throw notFound();
  await deps.audit.record({
    action: published ? 'content.publish' : 'content.unpublish',
    actorId,
    detail: { pageId: id },
  });
  return get(deps, id);
}
