/** A page's versions: the list, and restoring one as the newest. */
import { CONTENT_MESSAGES as M, type StaffPage, type StaffPageVersion } from '../../../common/content';
import { AppError, ErrorCode } from '../../errors';
import { sanitizeRichText } from '../../lib/html';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { type ContentServiceDeps, get, iso, update } from './content.shared';
import { pageVersionSchema } from './content.schema';

/** GET /api/staff/content/{id}/versions: newest first. */
export async function pageVersions(deps: ContentServiceDeps, idInput: unknown): Promise<StaffPageVersion[]> {
  const id = idOrNotFound(idInput, M.pageNotFound);
  await get(deps, id);
  return (await deps.repo.versions(id)).map((v) => ({
    version: Number(v.version),
    title: v.title,
    createdAt: iso(v.createdAt),
    createdBy: v.createdByName,
  }));
}

/**
 * POST /api/staff/content/{id}/versions/{n}/restore {version}: version n's fields become a new
 * version (history only grows), under the same version check as an edit.
 */
export async function restoreVersion(
  deps: ContentServiceDeps,
  idInput: unknown,
  versionInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffPage> {
  const id = idOrNotFound(idInput, M.pageNotFound);
  const from = idOrNotFound(versionInput, M.versionNotFound);
  const { version } = parseFields(pageVersionSchema, input, M.invalidForm);
  const current = await get(deps, id);
  const old = await deps.repo.findVersion(id, from);
  if (!old) throw new AppError(ErrorCode.NOT_FOUND, M.versionNotFound);
  await update(
    deps,
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
  await deps.audit.record({
    action: 'content.restore',
    actorId,
    detail: { pageId: id, restored: from, version: version + 1 },
  });
  return get(deps, id);
}
