/** Staff change templates: one template's settings and marks, or the order of them all. */
import { ONBOARDING_MESSAGES as M, type StaffTemplate, type TemplateField } from '../../../common/onboarding';
import { applyMarks } from '../../untrusted/template-fields';
import { parseFields } from '../staff/staff.schema';
import { templateOrderSchema, templateUpdateSchema } from './onboarding.schema';
import {
  fieldsOf,
  type OnboardingDeps,
  template,
  templateNotFound,
  toTemplate,
  toTemplates,
} from './onboarding.shared';

/** PUT /api/staff/document-templates/{id}: settings and the fields' marks. */
export async function updateTemplate(deps: OnboardingDeps, idInput: unknown, body: unknown): Promise<StaffTemplate> {
  const { repo } = deps;
  const row = await template(deps, idInput);
  const input = parseFields(templateUpdateSchema, body, M.invalidForm);
  const fields: TemplateField[] = applyMarks(await fieldsOf(deps, row), input.fields);
  await repo.updateTemplate(row.id, {
    formTitle: input.formTitle,
    signatureType: input.signatureType,
    delivery: input.delivery,
    displayLevel: input.displayLevel,
    fields: JSON.stringify(fields),
    ...(input.countersign !== undefined ? { countersign: input.countersign ? 1 : 0 } : {}),
    ...(input.countersignDays !== undefined ? { countersignDays: input.countersignDays } : {}),
    ...(input.reviewUploads !== undefined ? { reviewUploads: input.reviewUploads ? 1 : 0 } : {}),
    ...(input.acknowledge !== undefined ? { acknowledge: input.acknowledge ? 1 : 0 } : {}),
  });
  return toTemplate(deps, (await repo.findTemplate(row.id))!);
}

/** PUT /api/staff/document-templates/order {templateIds}: the order candidates see documents in. */
export async function reorderTemplates(deps: OnboardingDeps, body: unknown): Promise<StaffTemplate[]> {
  const { repo } = deps;
  const { templateIds } = parseFields(templateOrderSchema, body, M.invalidForm);
  const known = new Set((await repo.listTemplates()).map((t) => t.id));
  if (templateIds.some((id) => !known.has(id))) throw templateNotFound();
  await repo.setTemplateOrder([...new Set(templateIds)]);
  return toTemplates(deps, await repo.listTemplates());
}
