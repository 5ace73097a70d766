/** Staff read the templates: the list, one template, and its preview filled with the sample candidate. */
import type { StaffTemplate } from '../../../common/onboarding';
import {
  fieldsOf,
  type OnboardingDeps,
  template,
  templateNotFound,
  toTemplate,
  toTemplates,
} from './onboarding.shared';

export async function listTemplates(deps: OnboardingDeps): Promise<StaffTemplate[]> {
  return toTemplates(deps, await deps.repo.listTemplates());
}

export async function showTemplate(deps: OnboardingDeps, idInput: unknown): Promise<StaffTemplate> {
  return toTemplate(deps, await template(deps, idInput));
}

/** GET /api/staff/document-templates/{id}/preview: filled with the sample candidate (the doc check's substitution). */
export async function previewTemplate(deps: OnboardingDeps, idInput: unknown, staffId: number) {
  const row = await template(deps, idInput);
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw templateNotFound();
  return deps.documents.substitution(bytes, null, await fieldsOf(deps, row), staffId);
}
