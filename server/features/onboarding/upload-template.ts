/** Staff add a template: a PDF form, or a credential (a title and instructions, no PDF). */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { ONBOARDING_MESSAGES as M, type StaffTemplate } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../staff/staff.schema';
import { templateUploadSchema } from './onboarding.schema';
import { type OnboardingDeps, toTemplate } from './onboarding.shared';

/** POST /api/staff/document-templates (multipart pdf + settings): fields detected from the AcroForm. */
export async function uploadTemplate(
  deps: OnboardingDeps,
  bytes: Uint8Array | undefined,
  body: unknown,
  actorId: number,
): Promise<StaffTemplate> {
  const { repo } = deps;
  if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.noFile);
  const settings = parseFields(templateUploadSchema, body, M.invalidForm);
  const { id } = await deps.documents.createTemplate({
    pdf: bytes,
    ...settings,
    displayLevel: settings.displayLevel ?? (await repo.nextDisplayLevel()),
    createdBy: actorId,
  });
  return toTemplate(deps, (await repo.findTemplate(id))!);
}

/** POST /api/staff/credential-templates: a title and instructions, no PDF. */
export async function createCredentialTemplate(
  deps: OnboardingDeps,
  body: unknown,
  actorId: number,
): Promise<StaffTemplate> {
  return toTemplate(deps, (await deps.repo.findTemplate(await deps.credentials.createTemplate(body, actorId)))!);
}
