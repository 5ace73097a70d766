/**
 * The application form's contract: a job's screening questions as staff define them (with their
 * knockout rules, staff-only), the form a candidate fills in (without them), and its answers.
 */
import type { ApplicationStatus } from './applications';
import { i18n, type Language, translatable } from './i18n';
import type { TranslationsView } from './translations';

export const QUESTION_KINDS = ['yesNo', 'single', 'multiple', 'number', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS = /* @__PURE__ */ translatable({
  yesNo: /*i18n*/ { id: 'Yes / no' },
  single: /*i18n*/ { id: 'Single choice' },
  multiple: /*i18n*/ { id: 'Multiple choice' },
  number: /*i18n*/ { id: 'Number', comment: 'A kind of screening question: the answer is a number' },
  text: /*i18n*/ { id: 'Short text' },
});

/**
 * A multiple-choice option that means "none of the others" ("None", "None of these", "None of the
 * above"): it stands alone, so ticking it clears the others and the server refuses it with them.
 */
export const isNoneOption = (option: string) => /^none( of (these|the above))?[.!]?$/i.test(option.trim());

/** A yes/no question's answers, as stored (and compared with knockout answers): shown with YES_NO_LABELS. */
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;
/** A yes/no question's answers as a person reads them, by the stored answer. */
export const YES_NO_LABELS = /* @__PURE__ */ translatable({
  Yes: /*i18n*/ { id: 'Yes' },
  No: /*i18n*/ { id: 'No' },
});

export const FORM_LIMITS = {
  questions: 20,
  questionText: 300,
  options: 10,
  optionText: 100,
  textAnswer: 500,
  coverLetter: 5_000,
  number: 1_000_000_000,
} as const;

/** One screening question as staff write it; knockout: which answers end the application (choice
 * kinds), or a number below `min` or above `max` (checked by application-form.schema.ts). */
export interface QuestionDefinition {
  kind: QuestionKind;
  text: string;
  required: boolean;
  options: string[];
  knockoutAnswers: string[];
  min: number | null;
  max: number | null;
}
export type QuestionInput = Partial<Omit<QuestionDefinition, 'kind' | 'text'>> &
  Pick<QuestionDefinition, 'kind' | 'text'>;

/** A question as staff read it back (the job form), with its id. */
export type StaffQuestion = QuestionDefinition & { id: number };

/**
 * The fields of a question's translation (docs/architecture.md §9.9): its text, and each option of
 * a choice by position (`option0`, …). A yes/no question's answers are ours, in the catalogs.
 */
export const questionTranslationFields = (q: Pick<QuestionDefinition, 'kind' | 'options'>) => [
  'text',
  ...(q.kind === 'yesNo' ? [] : q.options.map((_, i) => `option${i}`)),
];

/** A question on the staff job screen: with its translations and the languages it lacks. */
export type StaffQuestionView = StaffQuestion & TranslationsView;

/** A question as the candidate sees it: no knockout rule (that is for staff only). */
export interface FormQuestion {
  id: number;
  kind: QuestionKind;
  text: string;
  required: boolean;
  /** The answers to choose from as stored and sent back (yes/no: Yes, No); empty for number and text. */
  options: string[];
  /** The same answers as the reader reads them, in their language where translated. */
  optionLabels: string[];
  /** The language of the text and labels: the original's when the reader's has no translation. */
  language: Language;
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

/** What the candidate reads after submitting: never why an application was not selected. */
export interface SubmissionResult {
  applicationId: number;
  status: ApplicationStatus;
  message: string;
}

/** One stored answer with the question as it was asked (a snapshot: later edits change nothing). */
interface ApplicationAnswer {
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

export const APPLICATION_FORM_TEXT = /* @__PURE__ */ translatable({
  submitted: /*i18n*/ { id: 'Thanks for applying! Your application has been submitted.' },
  knockedOut: /*i18n*/ {
    id: 'Thank you for your interest and for taking the time to apply. This role needs some qualifications your answers do not show, so we will not move forward with this application. We encourage you to look at our other open jobs.',
  },
  required: /*i18n*/ { id: 'Please answer this question' },
  chooseOne: /*i18n*/ { id: 'Choose one of the answers' },
  chooseFrom: /*i18n*/ { id: 'Choose from the answers given' },
  noneWithOthers: (none: string) => i18n._('“{none}” cannot be ticked together with other answers', { none }),
  number: /*i18n*/ { id: 'Enter a number' },
  textTooLong: /*i18n*/ { id: 'At most {max} characters', values: { max: FORM_LIMITS.textAnswer } },
  questionsChanged: /*i18n*/ {
    id: 'The questions of this job have just changed. Please check your answers and send the form again.',
  },
  noProfileResume: /*i18n*/ { id: 'You have no résumé on your profile: upload one or send none.' },
  uploadMissing: /*i18n*/ { id: 'Choose the file to upload.' },
  alreadyApplied: /*i18n*/ { id: 'You have already applied to this job.' },
  hasQuestions: /*i18n*/ { id: 'This job asks a few questions: please fill in its application form.' },
  invalid: /*i18n*/ { id: 'Please correct the answers marked below.' },
});

/** The form's path for a job. */
export const applicationFormPath = (jobOrderId: number) => `/jobs/${jobOrderId}/apply`;
