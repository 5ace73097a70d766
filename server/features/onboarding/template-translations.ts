/**
 * A template's texts in each language (docs/architecture.md §9.9) through the one store of
 * employer-written texts: a credential's instructions, a form's labels of the fields a signer fills.
 * Staff save or remove a language's version whole (the template list shows each one's and the
 * languages it lacks, onboarding.shared.ts); a candidate reads the instructions in their language
 * where translated (the documents feature), and the signing page and the certificate the labels.
 */
import { z } from 'zod';
import { CREDENTIAL_MESSAGES, INSTRUCTIONS_MAX } from '../../../common/credentials';
import {
  LABEL_MAX,
  ONBOARDING_MESSAGES as M,
  type StaffTemplate,
  translatableFields,
} from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../staff/staff.schema';
import { translationLanguage } from '../translations/translations.service';
import { TEMPLATE_MESSAGES } from './onboarding.schema';
import {
  type OnboardingDeps,
  template,
  templateBase,
  TEMPLATE_SUBJECT as SUBJECT,
  toTemplate,
} from './onboarding.shared';

const instructionsSchema = z
  .string({ error: () => M.instructionsRequired })
  .trim()
  .min(1, { error: () => M.instructionsRequired })
  .max(INSTRUCTIONS_MAX, { error: () => CREDENTIAL_MESSAGES.instructionsTooLong });
const labelSchema = z
  .string({ error: () => M.labelRequired })
  .trim()
  .min(1, { error: () => M.labelRequired })
  .max(LABEL_MAX, { error: () => TEMPLATE_MESSAGES.labelTooLong });

/** Every text the template has to translate, each required (a version is saved whole). */
const translationSchema = (keys: string[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, key === 'instructions' ? instructionsSchema : labelSchema])));

/** The template `idInput` names and what of it is translated, or a clear 400 when nothing is. */
async function translatableTemplate(deps: OnboardingDeps, idInput: unknown) {
  const row = await template(deps, idInput);
  // The template as marked, without its versions: the answer reads them once the change is made.
  const keys = translatableFields(await templateBase(deps, row));
  if (keys.length === 0) throw new AppError(ErrorCode.VALIDATION, M.notTranslatable);
  return { row, keys };
}

/** PUT /api/staff/document-templates/{id}/translations/{language} {instructions | label.<field>…} */
export async function saveTemplateTranslation(
  deps: OnboardingDeps,
  idInput: unknown,
  languageInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffTemplate> {
  const language = translationLanguage(languageInput);
  const { row, keys } = await translatableTemplate(deps, idInput);
  const fields = parseFields(translationSchema(keys), input, M.translationInvalid) as Record<string, string>;
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
  const { row } = await translatableTemplate(deps, idInput);
  if (await deps.translations.remove(SUBJECT, row.id, language))
    await deps.audit.record({
      action: 'document-template.untranslated',
      actorId,
      detail: { templateId: row.id, language },
    });
  return toTemplate(deps, row);
}
