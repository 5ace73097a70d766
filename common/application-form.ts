/**
 * The application form's contract: a job's screening questions as staff define them (with their
 * knockout rules, staff-only), the form a candidate fills in (without them), and its answers.
 */
import { z } from 'zod';
import type { ApplicationStatus } from './applications';

export const QUESTION_KINDS = ['yesNo', 'single', 'multiple', 'number', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  yesNo: 'Yes / no',
  single: 'Single choice',
  multiple: 'Multiple choice',
  number: 'Number',
  text: 'Short text',
};

/** A yes/no question's answers, as shown and stored. */
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

export const FORM_LIMITS = {
  questions: 20,
  questionText: 300,
  options: 10,
  optionText: 100,
  textAnswer: 500,
  coverLetter: 5_000,
  number: 1_000_000_000,
} as const;

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
export const questionSchema = z
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

export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionDefinition = z.output<typeof questionSchema>;

export const questionsSchema = z.array(questionSchema).max(FORM_LIMITS.questions, M.tooManyQuestions);

/** A question as staff read it back (the job form), with its id. */
export type StaffQuestion = QuestionDefinition & { id: number };

/** A question as the candidate sees it: no knockout rule (that is for staff only). */
export interface FormQuestion {
  id: number;
  kind: QuestionKind;
  text: string;
  required: boolean;
  /** The answers to choose from (yes/no: Yes, No); empty for number and text. */
  options: string[];
}

/** GET /api/jobs/{id}/application-form */
export interface ApplicationForm {
  job: { jobOrderId: number; title: string; corpTitle: string; location: string };
  questions: FormQuestion[];
  /** Sent back with the answers: the questions changed meanwhile when it differs (409). */
  formVersion: string;
  /** The profile's current résumé, if any. */
  resume: { fileName: string } | null;
  appliedTo: boolean;
}

/** A single answer: choice text(s), a number, or text; null or absent: not answered. */
export type AnswerValue = string | string[] | number | null;

/** POST /api/jobs/{id}/applications (JSON, or multipart with `application` JSON and a `resume` file). */
export interface ApplicationSubmission {
  formVersion: string;
  /** 'profile': the profile's résumé; 'upload': the file sent with this call, for this application only; 'none'. */
  resume: 'profile' | 'upload' | 'none';
  coverLetter?: string;
  /** By question id. */
  answers: Record<string, AnswerValue>;
}

export const submissionSchema = z.object({
  formVersion: z.string().max(400),
  resume: z.enum(['profile', 'upload', 'none'], { error: 'Choose which résumé to send' }),
  coverLetter: z
    .string()
    .max(
      FORM_LIMITS.coverLetter,
      `The cover letter is at most ${FORM_LIMITS.coverLetter.toLocaleString('en-US')} characters`,
    )
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

/** What the candidate reads after submitting: never why an application was not selected. */
export interface SubmissionResult {
  applicationId: number;
  status: ApplicationStatus;
  message: string;
}

/** One stored answer with the question as it was asked (a snapshot: later edits change nothing). */
export interface ApplicationAnswer {
  question: string;
  kind: QuestionKind;
  options: string[];
  required: boolean;
  /** The answer as text (choices joined), or null when not answered. */
  answer: string | null;
}

/** Staff: what an application was sent with, and why it was knocked out. */
export interface ApplicationFormRecord {
  applicationId: number;
  coverLetter: string | null;
  /** The résumé was uploaded for this application only (not the profile's). */
  resumeUploaded: boolean;
  answers: ApplicationAnswer[];
  /** Staff only: which question and answer knocked the application out. */
  knockout: { question: string; answer: string } | null;
}

export const APPLICATION_FORM_TEXT = {
  submitted: 'Thanks for applying! Your application has been submitted.',
  knockedOut:
    'Thank you for your interest and for taking the time to apply. This role needs some qualifications your answers do not show, so we will not move forward with this application. We encourage you to look at our other open jobs.',
  required: 'Please answer this question',
  chooseOne: 'Choose one of the answers',
  chooseFrom: 'Choose from the answers given',
  number: 'Enter a number',
  textTooLong: `At most ${FORM_LIMITS.textAnswer} characters`,
  questionsChanged: 'The questions of this job have just changed. Please check your answers and send the form again.',
  noProfileResume: 'You have no résumé on your profile: upload one or send none.',
  uploadMissing: 'Choose the file to upload.',
  alreadyApplied: 'You have already applied to this job.',
  hasQuestions: 'This job asks a few questions: please fill in its application form.',
  invalid: 'Please correct the answers marked below.',
} as const;

/** The form's path for a job. */
export const applicationFormPath = (jobOrderId: number) => `/jobs/${jobOrderId}/apply`;
