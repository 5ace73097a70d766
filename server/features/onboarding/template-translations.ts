/**
 * A credential template's instructions in each language (docs/architecture.md §9.9), through the
 * one store of employer-written texts: staff save or remove a language's version whole (the
 * template list shows each one's and the languages it lacks, onboarding.shared.ts), and a
 * candidate reads the instructions in their language where translated (the documents feature).
 */
import { z } from 'zod';
import { CREDENTIAL_MESSAGES, INSTRUCTIONS_MAX } from '../../../common/credentials';
import { ONBOARDING_MESSAGES as M, type StaffTemplate } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../staff/staff.schema';
import { translationLanguage } from '../translations/translations.service';
import { instructionsOf } from '../documents/documents.service';
import {
  hasTranslatableText,
  type OnboardingDeps,
  template,
  TEMPLATE_SUBJECT as SUBJECT,
  toTemplate,
} from './onboarding.shared';

const translationSchema = z.object({
  instructions: z
    .string({ error: () => M.instructionsRequired })
    .trim()
    .min(1, { error: () => M.instructionsRequired })
    .max(INSTRUCTIONS_MAX, { error: () => CREDENTIAL_MESSAGES.instructionsTooLong }),
});

/** The template `idInput` names, with instructions to translate (a form's template has none). */
async function credentialTemplate(deps: OnboardingDeps, idInput: unknown) {
  const row = await template(deps, idInput);
  if (!hasTranslatableText({ kind: row.kind, instructions: instructionsOf(row.keywords) }))
    throw new AppError(ErrorCode.VALIDATION, M.notTranslatable);
  return row;
}

/** PUT /api/staff/document-templates/{id}/translations/{language} {instructions} */
export async function saveTemplateTranslation(
  deps: OnboardingDeps,
  idInput: unknown,
  languageInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffTemplate> {
  const language = translationLanguage(languageInput);
  const row = await credentialTemplate(deps, idInput);
  const fields = parseFields(translationSchema, input, M.translationInvalid);
  await deps.translations.save(SUBJECT, row.id, language, fields, actorId);
  await deps.audit.record({
    action: 'document-template.translated',
    actorId,
    detail: { templateId: row.id, language },
  });
  return toTemplate(deps, row);
}

/** DELETE /api/staff/document-templates/{id}/translations/{language}: candidates read the original. */
export async function removeTemplateTranslation(
  deps: OnboardingDeps,
  idInput: unknown,
  languageInput: unknown,
  actorId: number,
): Promise<StaffTemplate> {
  const language = translationLanguage(languageInput);
  const row = await credentialTemplate(deps, idInput);
  if (await deps.translations.remove(SUBJECT, row.id, language))
    await deps.audit.record({
      action: 'document-template.untranslated',
      actorId,
      detail: { templateId: row.id, language },
    });
  return toTemplate(deps, row);
}
