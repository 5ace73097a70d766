/** A job's screening questions as staff define them: parsed, saved with the job (their translations kept or dropped), or set on their own. */
import type { Kysely } from 'kysely';
import {
  APPLICATION_FORM_TEXT as TEXT,
  type QuestionDefinition,
  type StaffQuestionView,
} from '../../../common/application-form';
import { questionsSchema } from '../../../common/application-form.schema';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { NewQuestion } from './application-form.repository';
import { type ApplicationFormDeps, toDefinition } from './application-form.shared';
import { carryTranslations, staffQuestionViews } from './question-translations';

/** The definitions as compared and stored (order matters). */
const canonical = (q: QuestionDefinition) =>
  JSON.stringify([q.kind, q.text, q.required, q.options, q.knockoutAnswers, q.min, q.max]);

/**
 * Staff's questions, parsed: a 400 whose fields name the bad one, e.g. `questions.2.options`.
 */
export function parseQuestions(input: unknown, message: string): QuestionDefinition[] {
  const result = questionsSchema.safeParse(input ?? []);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[['questions', ...issue.path].join('.')] ??= issue.message;
  throw new AppError(ErrorCode.VALIDATION, message, { fields });
}

/** Inside the job's save: replaces its questions when they differ from the stored ones. */
export async function saveQuestions(
  deps: ApplicationFormDeps,
  trx: Kysely<Database>,
  jobOrderId: number,
  questions: QuestionDefinition[],
) {
  const { repo, clock } = deps;
  const before = await repo.questions(jobOrderId, trx);
  const stored = before.map(toDefinition);
  if (stored.length === questions.length && stored.every((s, i) => canonical(s) === canonical(questions[i]!))) return;
  const now = clock();
  const rows: NewQuestion[] = questions.map((q, position) => ({
    jobOrderId,
    position,
    kind: q.kind,
    text: q.text,
    required: q.required ? 1 : 0,
    options: JSON.stringify(q.kind === 'yesNo' ? [] : q.options),
    knockoutAnswers: JSON.stringify(q.knockoutAnswers),
    minValue: q.min,
    maxValue: q.max,
    createdAt: now,
  }));
  await repo.replaceQuestions(trx, jobOrderId, rows);
  await carryTranslations(deps, trx, before, await repo.questions(jobOrderId, trx));
}

/** Sets a job's questions on their own (the demo seed, tools); staff save them with the job. */
export async function setQuestions(
  deps: ApplicationFormDeps,
  jobOrderId: number,
  input: unknown,
): Promise<StaffQuestionView[]> {
  const questions = parseQuestions(input, TEXT.invalid);
  await deps.db.transaction().execute((trx) => saveQuestions(deps, trx, jobOrderId, questions));
  return staffQuestionViews(deps, jobOrderId);
}

export function hasQuestions(deps: ApplicationFormDeps, jobOrderId: number): Promise<boolean> {
  return deps.repo.hasQuestions(jobOrderId);
}
