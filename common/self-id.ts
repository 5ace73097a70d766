/**
 * Voluntary self-identification (US EEO): the questions with their fixed options, the candidate's
 * screen and the admins' aggregate report. Answers are kept apart from everything staff see.
 */

export const DECLINE = 'I do not want to answer';

/** Each question's options, stored as written (the EEO-1 groups and the OFCCP forms' own words). */
export const SELF_ID_OPTIONS = {
  sex: ['Male', 'Female', DECLINE],
  race: [
    'Hispanic or Latino',
    'White',
    'Black or African American',
    'Native Hawaiian or Other Pacific Islander',
    'Asian',
    'American Indian or Alaska Native',
    'Two or More Races',
    DECLINE,
  ],
  veteran: [
    'I identify as one or more of the classifications of protected veteran',
    'I am not a protected veteran',
    DECLINE,
  ],
  disability: [
    'Yes, I have a disability (or previously had a disability)',
    'No, I do not have a disability and have not had one in the past',
    DECLINE,
  ],
} as const;

export type SelfIdQuestion = keyof typeof SELF_ID_OPTIONS;
// Written out (not Object.keys): screens that only link here do not carry the options.
export const SELF_ID_QUESTIONS: readonly SelfIdQuestion[] = ['sex', 'race', 'veteran', 'disability'];

export const SELF_ID_LABELS: Record<SelfIdQuestion, string> = {
  sex: 'Sex',
  race: 'Race/ethnicity',
  veteran: 'Protected veteran status',
  disability: 'Disability status',
};

/** What the candidate sends; every field may be left out (null: not answered). */
export interface SelfIdAnswers {
  sex: string | null;
  race: string | null;
  veteran: string | null;
  disability: string | null;
  /** The disability form's own name and date fields (CC-305). */
  disabilityName: string | null;
  /** YYYY-MM-DD */
  disabilityDate: string | null;
}

export const SELF_ID_LIMITS = { name: 200 } as const;

/** pending: asked and not yet answered; skipped: the candidate chose Skip. */
export type SelfIdStatus = 'pending' | 'answered' | 'skipped';

/** The content pages holding the forms' explanatory texts (editable in the content editor). */
export const SELF_ID_PAGES = {
  eeo: '/eeo/self-identification',
  veteran: '/eeo/veteran-self-identification',
  disability: '/eeo/disability-self-identification',
} as const;
export type SelfIdPage = keyof typeof SELF_ID_PAGES;

export interface SelfIdText {
  title: string;
  /** Sanitized HTML of the content page. */
  html: string;
}

/** GET /api/me/applications/{id}/self-identification */
export interface SelfIdForm {
  applicationId: number;
  jobTitle: string;
  corpTitle: string;
  status: SelfIdStatus;
  answers: SelfIdAnswers;
  /** ISO 8601, when last answered. */
  answeredAt: string | null;
  texts: Record<SelfIdPage, SelfIdText | null>;
}

/** GET /api/me/self-identification: where each of the candidate's applications stands. */
export interface SelfIdOverview {
  enabled: boolean;
  applications: { applicationId: number; jobOrderId: number; status: SelfIdStatus }[];
}

export { selfIdPath } from './self-id-path';

/**
 * A count in the report: a number (5 or more), or hidden. Counts under 5 are hidden, 0 included,
 * and so are the counts hidden with them so that none can be worked out: all look the same.
 */
export type ReportCell = { count: number } | { hidden: true };

interface SelfIdReportQuestion {
  question: SelfIdQuestion;
  label: string;
  /** Each option, then "Not answered" (skipped, not yet answered or left blank): they add up to the applications. */
  cells: { option: string; cell: ReportCell }[];
}

/**
 * Why a report has counts or not. shown: the counts follow. 'fewer than 5': fewer than 5
 * applications in scope (0 included); nothing more is told. withheld: 5 or more, but in a month of
 * the period this job or the other jobs had fewer than 5, which comparing reports would single out.
 */
export type SelfIdReportStatus = 'shown' | 'fewer than 5' | 'withheld';

export type SelfIdReport = {
  /** YYYY-MM-DD, both included: whole months (UTC) of application dates. */
  from: string;
  to: string;
  jobOrderId: number | null;
  jobTitle: string | null;
  /** Jobs with applications in the period, for choosing one. */
  jobs: { jobOrderId: number; title: string }[];
} & (
  | { status: 'shown'; applications: number; questions: SelfIdReportQuestion[] }
  | { status: Exclude<SelfIdReportStatus, 'shown'> }
);

export const NOT_ANSWERED = 'Not answered';
export const SMALL_CELL_LIMIT = 5;

export const SELF_ID_MESSAGES = {
  title: 'Voluntary Self-Identification',
  reportTitle: 'Self-Identification Report',
  notFound: 'Application not found.',
  disabled: 'Voluntary self-identification is not offered.',
  invalidForm: 'Some answers are not among the options. Please choose from the lists.',
  notAnOption: 'Choose one of the listed options.',
  nameTooLong: `The name can be at most ${SELF_ID_LIMITS.name} characters.`,
  invalidDate: 'Enter the date as YYYY-MM-DD.',
  alreadyAnswered: 'You have already answered. To withdraw an answer, choose “I do not want to answer” and save.',
  invalidReport: 'The report’s filters are not valid.',
} as const;
