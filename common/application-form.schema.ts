/** The application form's zod schemas (both sides): staff's question definitions and a candidate's submission. */
import { z } from 'zod';
import {
  FORM_LIMITS,
  QUESTION_KINDS,
  type QuestionDefinition,
  questionTranslationFields,
  YES_NO_OPTIONS,
} from './application-form';
import { translatable } from './i18n';
import { formatCount } from './numbers';

const M = /* @__PURE__ */ translatable({
  kind: /*i18n*/ {
    id: 'Choose the kind: {kinds}',
    comment: 'kinds: the codes of the question kinds, as the API takes them',
    values: { kinds: QUESTION_KINDS.join(', ') },
  },
  textRequired: /*i18n*/ { id: 'Write the question' },
  textTooLong: /*i18n*/ { id: 'A question is at most {max} characters', values: { max: FORM_LIMITS.questionText } },
  optionRequired: /*i18n*/ { id: 'An option cannot be empty' },
  optionTooLong: /*i18n*/ { id: 'An option is at most {max} characters', values: { max: FORM_LIMITS.optionText } },
  tooFewOptions: /*i18n*/ { id: 'A choice question needs at least 2 options' },
  tooManyOptions: /*i18n*/ { id: 'A question has at most {max} options', values: { max: FORM_LIMITS.options } },
  duplicateOptions: /*i18n*/ { id: 'Each option must be different' },
  noOptions: /*i18n*/ { id: 'Only choice questions have options' },
  knockoutNotAnOption: /*i18n*/ { id: 'A knockout answer must be one of the options' },
  knockoutAll: /*i18n*/ { id: 'At least one answer must pass' },
  knockoutNotForKind: /*i18n*/ { id: 'Number and short-text questions have no knockout answers' },
  rangeNotForKind: /*i18n*/ { id: 'Only number questions have a minimum or maximum' },
  number: /*i18n*/ { id: 'Enter a number' },
  rangeOrder: /*i18n*/ { id: 'The minimum must not be above the maximum' },
  tooManyQuestions: /*i18n*/ { id: 'A job has at most {max} questions', values: { max: FORM_LIMITS.questions } },
  resume: /*i18n*/ { id: 'Choose which résumé to send' },
  coverLetterTooLong: /*i18n*/ {
    id: 'The cover letter is at most {max} characters',
    values: { max: formatCount(FORM_LIMITS.coverLetter) },
  },
});

const optionalNumber = z
  .number({ error: () => M.number })
  .min(-FORM_LIMITS.number, { error: () => M.number })
  .max(FORM_LIMITS.number, { error: () => M.number })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** One screening question as staff write it. Knockout: which answers end the application (choice
 * kinds), or a number below `min` or above `max`. */
const questionSchema = z
  .object({
    kind: z.enum(QUESTION_KINDS, { error: () => M.kind }),
    text: z
      .string({ error: () => M.textRequired })
      .trim()
      .min(1, { error: () => M.textRequired })
      .max(FORM_LIMITS.questionText, { error: () => M.textTooLong }),
    required: z.boolean().optional().default(false),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: () => M.optionRequired })
          .max(FORM_LIMITS.optionText, { error: () => M.optionTooLong }),
      )
      .max(FORM_LIMITS.options, { error: () => M.tooManyOptions })
      .optional()
      .default([]),
    knockoutAnswers: z
      .array(z.string().trim().max(FORM_LIMITS.optionText))
      .max(FORM_LIMITS.options)
      .optional()
      .default([]),
    min: optionalNumber,
    max: optionalNumber,
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const choice = q.kind === 'single' || q.kind === 'multiple';
    if (choice) {
      if (q.options.length < 2) issue('options', M.tooFewOptions);
      const lower = q.options.map((o) => o.toLowerCase());
      if (new Set(lower).size !== lower.length) issue('options', M.duplicateOptions);
    } else if (q.options.length) issue('options', M.noOptions);
    const answers = q.kind === 'yesNo' ? [...YES_NO_OPTIONS] : choice ? q.options : [];
    if (q.knockoutAnswers.length) {
      if (!answers.length) issue('knockoutAnswers', M.knockoutNotForKind);
      else if (q.knockoutAnswers.some((a) => !answers.includes(a))) issue('knockoutAnswers', M.knockoutNotAnOption);
      // For a multiple choice, picking nothing knockout-free still passes; single and yes/no need one.
      else if (q.kind !== 'multiple' && answers.every((a) => q.knockoutAnswers.includes(a)))
        issue('knockoutAnswers', M.knockoutAll);
    }
    if (q.kind !== 'number' && (q.min !== null || q.max !== null)) issue('min', M.rangeNotForKind);
    if (q.min !== null && q.max !== null && q.min > q.max) issue('max', M.rangeOrder);
  });

export const questionsSchema: z.ZodType<QuestionDefinition[], unknown> = z
  .array(questionSchema)
  .max(FORM_LIMITS.questions, { error: () => M.tooManyQuestions });

/** A question's translation: each of its fields (questionTranslationFields) written, within the original's limits. */
export function questionTranslationSchema(q: Pick<QuestionDefinition, 'kind' | 'options'>) {
  const field = (name: string) =>
    name === 'text'
      ? z
          .string({ error: () => M.textRequired })
          .trim()
          .min(1, { error: () => M.textRequired })
          .max(FORM_LIMITS.questionText, { error: () => M.textTooLong })
      : z
          .string({ error: () => M.optionRequired })
          .trim()
          .min(1, { error: () => M.optionRequired })
          .max(FORM_LIMITS.optionText, { error: () => M.optionTooLong });
  return z.object(Object.fromEntries(questionTranslationFields(q).map((name) => [name, field(name)])));
}

export const submissionSchema = z.object({
  formVersion: z.string().max(400),
  resume: z.enum(['profile', 'upload', 'none'], { error: () => M.resume }),
  coverLetter: z
    .string()
    .max(FORM_LIMITS.coverLetter, { error: () => M.coverLetterTooLong })
    .optional()
    .default(''),
  answers: z
    .record(
      z.string().max(20),
      z.union([z.string().max(FORM_LIMITS.coverLetter), z.array(z.string().max(200)).max(20), z.number(), z.null()]),
    )
    .optional()
    .default({}),
});
