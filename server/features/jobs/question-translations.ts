/**
 * Screening questions in each language (docs/architecture.md §9.9): a question's text and its
 * options, translated through the one store of employer-written texts. Answers stay the English
 * options (what knockout rules compare); only the labels a candidate reads change. Question ids
 * change whenever staff edit the questions: a question kept as it was keeps its translations, the
 * others lose them, in the save's own transaction.
 */
import type { Kysely } from 'kysely';
import {
  type FormQuestion,
  type QuestionKind,
  questionTranslationFields,
  type StaffQuestionView,
  YES_NO_LABELS,
  YES_NO_OPTIONS,
} from '../../../common/application-form';
import { questionTranslationSchema } from '../../../common/application-form.schema';
import type { Language } from '../../../common/i18n';
import type { TranslationLanguage } from '../../../common/translations';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { translationLanguage } from '../translations/translations.service';
import type { QuestionRow } from './application-form.repository';
import { type ApplicationFormDeps, parseList, toDefinition } from './application-form.shared';
import { JOB_MESSAGES } from './jobs.messages';

const SUBJECT = 'job-question';

/** A question's translatable fields by name (`text`, `option0`, …), for the store. */
function fieldsOf(row: QuestionRow): Record<string, string> {
  const options = row.kind === 'yesNo' ? [] : parseList(row.options);
  return { id: String(row.id), text: row.text, ...Object.fromEntries(options.map((o, i) => [`option${i}`, o])) };
}

/** What the candidate reads: text and option labels in `language` where translated, values as stored. */
export async function formQuestions(
  deps: ApplicationFormDeps,
  rows: QuestionRow[],
  language: Language,
): Promise<FormQuestion[]> {
  const flat = rows.map(fieldsOf);
  const fields = [...new Set(rows.flatMap((r) => questionTranslationFields(toDefinition(r))))];
  const read = await deps.translations.overlay(SUBJECT, flat, { id: (r) => r.id!, fields }, language);
  return rows.map((row, i) => {
    const kind = row.kind as QuestionKind;
    const shown = read[i]!;
    const options = kind === 'yesNo' ? [...YES_NO_OPTIONS] : parseList(row.options);
    return {
      id: row.id,
      kind,
      text: shown.text!,
      required: Number(row.required) === 1,
      options,
      // Yes and No are ours, not the employer's: the catalogs translate them.
      optionLabels:
        kind === 'yesNo' ? options.map((o) => YES_NO_LABELS[o as 'Yes']) : options.map((_, n) => shown[`option${n}`]!),
      language: shown.language,
    };
  });
}

/** Staff: the job's questions with each one's translations and the languages it lacks. */
export async function staffQuestionViews(deps: ApplicationFormDeps, jobOrderId: number): Promise<StaffQuestionView[]> {
  const rows = await deps.repo.questions(jobOrderId);
  const ids = rows.map((r) => r.id);
  const [versions, missing] = await Promise.all([
    deps.translations.read(SUBJECT, ids),
    deps.translations.missing(SUBJECT, ids),
  ]);
  return rows.map((row) => ({
    ...toDefinition(row),
    translations: versions.get(String(row.id)) ?? {},
    missingTranslations: missing.get(String(row.id)) ?? [],
  }));
}

/** Inside the save that replaced `before` with `after`: an unchanged question keeps its translations. */
export async function carryTranslations(
  deps: ApplicationFormDeps,
  trx: Kysely<Database>,
  before: QuestionRow[],
  after: QuestionRow[],
) {
  const same = (row: QuestionRow) => JSON.stringify([row.kind, row.text, row.options]);
  const left = new Map(before.map((row) => [row.id, same(row)]));
  for (const row of after) {
    const kept = [...left].find(([, key]) => key === same(row));
    if (!kept) continue;
    left.delete(kept[0]);
    await deps.translations.move(SUBJECT, kept[0], row.id, trx);
  }
  await deps.translations.remove(SUBJECT, [...left.keys()], undefined, trx);
}

/** The job's question `questionId`, or a 404 that says the questions changed since the screen was read. */
async function questionOf(deps: ApplicationFormDeps, jobOrderIdInput: unknown, questionIdInput: unknown) {
  const jobOrderId = idOrNotFound(jobOrderIdInput, JOB_MESSAGES.questionGone);
  const questionId = idOrNotFound(questionIdInput, JOB_MESSAGES.questionGone);
  const row = (await deps.repo.questions(jobOrderId)).find((r) => r.id === questionId);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.questionGone);
  return { jobOrderId, row };
}

/** PUT /api/staff/jobs/{id}/questions/{questionId}/translations/{language} {text, option0, …} */
export async function saveQuestionTranslation(
  deps: ApplicationFormDeps,
  ids: { jobOrderId: unknown; questionId: unknown },
  languageInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffQuestionView[]> {
  const language: TranslationLanguage = translationLanguage(languageInput);
  const { jobOrderId, row } = await questionOf(deps, ids.jobOrderId, ids.questionId);
  const fields = parseFields(
    questionTranslationSchema(toDefinition(row)),
    input,
    JOB_MESSAGES.questionTranslationInvalid,
  );
  await deps.translations.save(SUBJECT, row.id, language, fields as Record<string, string>, actorId);
  await deps.audit.record({
    action: 'job.question-translated',
    actorId,
    detail: { jobOrderId, questionId: row.id, language },
  });
  return staffQuestionViews(deps, jobOrderId);
}

/** DELETE /api/staff/jobs/{id}/questions/{questionId}/translations/{language}: readers get the original. */
export async function removeQuestionTranslation(
  deps: ApplicationFormDeps,
  ids: { jobOrderId: unknown; questionId: unknown },
  languageInput: unknown,
  actorId: number,
): Promise<StaffQuestionView[]> {
  const language = translationLanguage(languageInput);
  const { jobOrderId, row } = await questionOf(deps, ids.jobOrderId, ids.questionId);
  if (await deps.translations.remove(SUBJECT, row.id, language))
    await deps.audit.record({
      action: 'job.question-untranslated',
      actorId,
      detail: { jobOrderId, questionId: row.id, language },
    });
  return staffQuestionViews(deps, jobOrderId);
}
