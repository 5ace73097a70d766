/**
 * Voluntary self-identification (US EEO): the questions with their fixed options, the candidate's
 * screen and the admins' aggregate report. Answers are kept apart from everything staff see.
 */
import { translatable } from './i18n';

export const DECLINE = 'I do not want to answer';

/**
 * Each question's options, stored as written (the EEO-1 groups and the OFCCP forms' own words):
 * a person reads them through selfIdOptionLabel.
 */
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

export const SELF_ID_LABELS = /* @__PURE__ */ translatable({
  sex: /*i18n*/ { id: 'Sex' },
  race: /*i18n*/ { id: 'Race/ethnicity' },
  veteran: /*i18n*/ { id: 'Protected veteran status' },
  disability: /*i18n*/ { id: 'Disability status' },
});

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

/** The options (and the report's "Not answered") as a person reads them, by their stored words. */
const OPTION_LABELS = /* @__PURE__ */ translatable({
  Male: /*i18n*/ { id: 'Male' },
  Female: /*i18n*/ { id: 'Female' },
  'Hispanic or Latino': /*i18n*/ { id: 'Hispanic or Latino' },
  White: /*i18n*/ { id: 'White', comment: 'A race/ethnicity option of the voluntary self-identification (EEO-1)' },
  'Black or African American': /*i18n*/ { id: 'Black or African American' },
  'Native Hawaiian or Other Pacific Islander': /*i18n*/ { id: 'Native Hawaiian or Other Pacific Islander' },
  Asian: /*i18n*/ { id: 'Asian' },
  'American Indian or Alaska Native': /*i18n*/ { id: 'American Indian or Alaska Native' },
  'Two or More Races': /*i18n*/ { id: 'Two or More Races' },
  'I identify as one or more of the classifications of protected veteran': /*i18n*/ {
    id: 'I identify as one or more of the classifications of protected veteran',
  },
  'I am not a protected veteran': /*i18n*/ { id: 'I am not a protected veteran' },
  'Yes, I have a disability (or previously had a disability)': /*i18n*/ {
    id: 'Yes, I have a disability (or previously had a disability)',
  },
  'No, I do not have a disability and have not had one in the past': /*i18n*/ {
    id: 'No, I do not have a disability and have not had one in the past',
  },
  [DECLINE]: /*i18n*/ { id: 'I do not want to answer' },
  [NOT_ANSWERED]: /*i18n*/ { id: 'Not answered', comment: 'A row of the self-identification report' },
});

/** An option (or "Not answered") in the reader's language; anything else as it is. */
export function selfIdOptionLabel(option: string): string {
  return Object.prototype.hasOwnProperty.call(OPTION_LABELS, option)
    ? OPTION_LABELS[option as keyof typeof OPTION_LABELS]
    : option;
}
export const SMALL_CELL_LIMIT = 5;

export const SELF_ID_MESSAGES = /* @__PURE__ */ translatable({
  title: /*i18n*/ { id: 'Voluntary Self-Identification' },
  reportTitle: /*i18n*/ { id: 'Self-Identification Report' },
  notFound: /*i18n*/ { id: 'Application not found.' },
  disabled: /*i18n*/ { id: 'Voluntary self-identification is not offered.' },
  invalidForm: /*i18n*/ { id: 'Some answers are not among the options. Please choose from the lists.' },
  notAnOption: /*i18n*/ { id: 'Choose one of the listed options.' },
  nameTooLong: /*i18n*/ { id: 'The name can be at most {max} characters.', values: { max: SELF_ID_LIMITS.name } },
  invalidDate: /*i18n*/ { id: 'Enter the date as YYYY-MM-DD.' },
  alreadyAnswered: /*i18n*/ {
    id: 'You have already answered. To withdraw an answer, choose “I do not want to answer” and save.',
  },
  invalidReport: /*i18n*/ { id: 'The report’s filters are not valid.' },
});
