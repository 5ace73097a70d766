/** Staff-only tags on an application. Nothing here reaches a candidate. */
import { PIPELINE_LIMITS as L, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../../lib/parse-fields';
import { tagSchema } from './pipeline.schema';
import { applicationOf, type PipelineServiceDeps, staffOnlyAudit } from './pipeline.shared';

async function tagsOf(deps: PipelineServiceDeps, id: number): Promise<string[]> {
  return (await deps.repo.tags([id])).map((t) => t.label);
}

/** POST /api/staff/applications/{id}/tags {label}: a tag it already has (any case) changes nothing. */
export async function addTag(
  deps: PipelineServiceDeps,
  idInput: unknown,
  body: unknown,
  actorId: number,
): Promise<{ tags: string[] }> {
  const { repo, audit, clock } = deps;
  const row = await applicationOf(deps, idInput);
  const { label } = parseFields(tagSchema, body, M.invalidForm);
  await repo.transaction(async (trx) => {
    const added = await repo.insertTag(trx, {
      applicationId: row.id,
      label,
      labelKey: label.toLowerCase(),
      createdBy: actorId,
      createdAt: clock(),
    });
    if (!added) return;
    if ((await repo.countTags(trx, row.id)) > L.tagsPerApplication)
      throw new AppError(ErrorCode.VALIDATION, M.tooManyTags, { fields: { label: M.tooManyTags } });
    await audit.record(staffOnlyAudit('application.tag_added', actorId, row, { tag: label }), trx);
  });
  return { tags: await tagsOf(deps, row.id) };
}

/** DELETE /api/staff/applications/{id}/tags/{label} */
export async function removeTag(
  deps: PipelineServiceDeps,
  idInput: unknown,
  labelInput: unknown,
  actorId: number,
): Promise<{ tags: string[] }> {
  const { repo, audit } = deps;
  const row = await applicationOf(deps, idInput);
  const key = typeof labelInput === 'string' ? labelInput.trim().replace(/\s+/g, ' ').toLowerCase() : '';
  const removed = await repo.transaction(async (trx) => {
    if (!(await repo.deleteTag(trx, row.id, key))) return false;
    await audit.record(staffOnlyAudit('application.tag_removed', actorId, row, { tag: key }), trx);
    return true;
  });
  if (!removed) throw new AppError(ErrorCode.NOT_FOUND, M.tagNotFound);
  return { tags: await tagsOf(deps, row.id) };
}
