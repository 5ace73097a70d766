/** The application form's zod schemas (both sides): staff's question definitions and a candidate's submission. */
import { z } from 'zod';
import { FORM_LIMITS, QUESTION_KINDS, type QuestionDefinition, YES_NO_OPTIONS } from './application-form';
import { formatCount } from './numbers';

const M = {
  kind: `Choose the kind: ${QUESTION_KINDS.join(', ')}`,
  textRequired: 'Write the question',
  textTooLong: `A question is at most ${FORM_LIMITS.questionText} characters`,
  optionRequired: 'An option cannot be empty',
  optionTooLong: `An option is at most ${FORM_LIMITS.optionText} characters`,
  tooFewOptions: 'A choice question needs at least 2 options',
  tooManyOptions: `A question has at most ${FORM_LIMITS.options} options`,
  duplicateOptions: 'Each option must be different',
  noOptions: 'Only choice questions have options',
  knockoutNotAnOption: 'A knockout answer must be one of the options',
  knockoutAll: 'At least one answer must pass',
  knockoutNotForKind: 'Number and short-text questions have no knockout answers',
  rangeNotForKind: 'Only number questions have a minimum or maximum',
  number: 'Enter a number',
  rangeOrder: 'The minimum must not be above the maximum',
  tooManyQuestions: `A job has at most ${FORM_LIMITS.questions} questions`,
} as const;

const optionalNumber = z
  .number({ error: M.number })
  .min(-FORM_LIMITS.number, M.number)
  .max(FORM_LIMITS.number, M.number)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** One screening question as staff write it. Knockout: which answers end the application (choice
 * kinds), or a number below `min` or above `max`. */
const questionSchema = z
  .object({
    kind: z.enum(QUESTION_KINDS, { error: M.kind }),
    text: z
      .string({ error: M.textRequired })
      .trim()
      .min(1, M.textRequired)
      .max(FORM_LIMITS.questionText, M.textTooLong),
    required: z.boolean().optional().default(false),
    options: z
      .array(z.string().trim().min(1, M.optionRequired).max(FORM_LIMITS.optionText, M.optionTooLong))
      .max(FORM_LIMITS.options, M.tooManyOptions)
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
  .max(FORM_LIMITS.questions, M.tooManyQuestions);

export const submissionSchema = z.object({
  formVersion: z.string().max(400),
  resume: z.enum(['profile', 'upload', 'none'], { error: 'Choose which résumé to send' }),
  coverLetter: z
    .string()
    .max(FORM_LIMITS.coverLetter, `The cover letter is at most ${formatCount(FORM_LIMITS.coverLetter)} characters`)
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
