/** The staff console's API contract (/api/staff/…): types, constants and the messages both sides show. */
import type { ApplicationFormRecord, QuestionInput, StaffQuestionView } from './application-form';
import type { ApplicationStatus } from './applications';
import { translatable } from './i18n';
import type { CategoryKey, EmploymentType } from './jobs';
import { formatCount } from './numbers';
import type { PayUnit } from './pay';

export const STAFF_JOB_STATUSES = ['open', 'closed'] as const;
export type StaffJobStatus = (typeof STAFF_JOB_STATUSES)[number];

export const STAFF_JOB_SORTS = ['title', 'type', 'category', 'location', 'opened', 'status', 'applicants'] as const;
export type StaffJobSort = (typeof STAFF_JOB_SORTS)[number];
export const STAFF_JOBS_PAGE_SIZE = 20;
/** A CSV export holds at most this many rows. */
export const STAFF_EXPORT_LIMIT = 10_000;

/** The statuses after which the staff member may send the candidate a mail. */
export const MAIL_STATUSES: readonly ApplicationStatus[] = ['Offer', 'Not selected'];

export const JOB_FIELD_LIMITS = { title: 120, company: 120, location: 120, salary: 60, description: 20_000 } as const;

/** GET /api/staff/jobs query. */
export interface StaffJobQuery {
  q?: string;
  status?: StaffJobStatus | '';
  type?: EmploymentType | '';
  category?: CategoryKey | '';
  location?: string;
  sort?: StaffJobSort;
  dir?: 'asc' | 'desc';
  page?: number;
}

export interface StaffJobSummary {
  jobOrderId: number;
  title: string;
  employmentType: EmploymentType;
  category: CategoryKey;
  location: string;
  salary: string | null;
  status: StaffJobStatus;
  /** ISO 8601. */
  opened: string;
  applicants: number;
}

export interface StaffJobList {
  items: StaffJobSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One job as the edit form reads it. */
export interface StaffJob extends StaffJobSummary {
  company: string;
  /** The Markdown source (for jobs from feeds: their HTML, which Markdown keeps as it is). */
  descriptionMarkdown: string;
  descriptionHtml: string;
  /** The pay range (null ends: none given), as the form sends it back. */
  payMin: number | null;
  payMax: number | null;
  payUnit: PayUnit | null;
  payCurrency: string;
  /** The screening questions of its application form, with their knockout rules and translations. */
  questions: StaffQuestionView[];
  /** The zone chosen for the job (IANA); null: the zone of its location. */
  timeZone: string | null;
  version: number;
}

/** POST /api/staff/jobs and PUT /api/staff/jobs/{id} (with the version the edit started from). */
export interface StaffJobInput {
  title: string;
  employmentType: EmploymentType | '';
  category: CategoryKey | '';
  location: string;
  company?: string;
  salary?: string;
  /** The pay range: both ends, or neither. */
  payMin?: number | string | null;
  payMax?: number | string | null;
  payUnit?: PayUnit | '';
  /** ISO 4217; USD when empty. */
  payCurrency?: string;
  descriptionMarkdown: string;
  /** The screening questions; absent leaves them as they are. */
  questions?: QuestionInput[];
  /** The job's zone (IANA); '' or null: the zone of its location; absent leaves it as it is. */
  timeZone?: string | null;
  version?: number;
}

export interface StaffApplicantChange {
  status: ApplicationStatus;
  /** ISO 8601. */
  changedAt: string;
  /** Who made the change (the candidate, a staff member), or null for an operator's command. */
  changedBy: string | null;
}

export interface StaffApplicant {
  applicationId: number;
  /** The candidate's account: their page in the console is /admin/candidates/{candidateId}. */
  candidateId: number;
  candidateName: string;
  email: string;
  /** ISO 8601. */
  appliedAt: string;
  status: ApplicationStatus;
  /** The candidate deleted their account: the application is closed to every action. */
  accountDeleted: boolean;
  /** The résumé sent with the application (GET /api/staff/applications/{id}/resume). */
  resume: { fileName: string } | null;
  history: StaffApplicantChange[];
  /** Sent through the application form: the answers, cover letter and knockout (null: one click). */
  form?: ApplicationFormRecord | null;
}

export interface StaffApplicants {
  job: StaffJobSummary;
  applicants: StaffApplicant[];
}

export interface StaffRecentApplication {
  applicationId: number;
  jobOrderId: number;
  jobTitle: string;
  candidateName: string;
  appliedAt: string;
  status: ApplicationStatus;
}

export interface StaffOverview {
  openJobs: number;
  newApplicationsThisWeek: number;
  candidatesWithOutstandingDocuments: number;
  recentApplications: StaffRecentApplication[];
}

/** A 400 answer of a form: the first message, and one message per field. */
export interface FieldErrors {
  fields?: Record<string, string>;
}

/**
 * The job form's own check of one field as it changes, so a message the server gave goes away once
 * the field is right (or turns into the one that now applies). The server's schema stays the judge
 * on save; a place it does not know is its message alone.
 */
export function jobFieldProblem(key: string, value: unknown): string | null {
  const text = typeof value === 'string' ? value : '';
  const v = text.trim();
  const M = STAFF_MESSAGES;
  const L = JOB_FIELD_LIMITS;
  switch (key) {
    case 'title':
      return !v ? M.titleRequired : v.length > L.title ? M.titleTooLong : null;
    case 'employmentType':
      return v === 'Contract' || v === 'Permanent' ? null : M.typeRequired;
    case 'category':
      return v ? null : M.categoryRequired;
    case 'location':
      return !v ? M.locationRequired : v.length > L.location ? M.locationTooLong : null;
    case 'company':
      return v.length > L.company ? M.companyTooLong : null;
    case 'salary':
      return v.length > L.salary ? M.salaryTooLong : null;
    case 'descriptionMarkdown':
      return !v ? M.descriptionRequired : text.length > L.description ? M.descriptionTooLong : null;
    default:
      return null;
  }
}

export const STAFF_MESSAGES = /* @__PURE__ */ translatable({
  titleRequired: /*i18n*/ { id: 'Enter the job title.' },
  titleTooLong: /*i18n*/ { id: 'The title can be at most {max} characters.', values: { max: JOB_FIELD_LIMITS.title } },
  typeRequired: /*i18n*/ { id: 'Choose Contract or Permanent.' },
  categoryRequired: /*i18n*/ { id: 'Choose a category.' },
  locationRequired: /*i18n*/ { id: 'Enter the city and state, e.g. Chicago, IL.' },
  locationUnknown: /*i18n*/ { id: 'We do not know that place: choose a city from the list.' },
  timeZoneUnknown: /*i18n*/ { id: 'Choose a time zone from the list, or the one where the job is.' },
  locationTooLong: /*i18n*/ {
    id: 'The location can be at most {max} characters.',
    values: { max: JOB_FIELD_LIMITS.location },
  },
  companyTooLong: /*i18n*/ {
    id: 'The company can be at most {max} characters.',
    values: { max: JOB_FIELD_LIMITS.company },
  },
  salaryTooLong: /*i18n*/ {
    id: 'The salary can be at most {max} characters.',
    values: { max: JOB_FIELD_LIMITS.salary },
  },
  payRangeRequired: /*i18n*/ {
    id: 'This job’s state requires the pay range in every posting: enter the minimum and maximum pay, and whether it is per hour or per year.',
  },
  reopenNeedsPay: /*i18n*/ {
    id: 'This job’s state requires the pay range in every posting: edit the job to add the minimum and maximum pay, then open it again.',
  },
  payMinInvalid: /*i18n*/ { id: 'Enter the minimum pay as a number greater than 0.' },
  payMaxInvalid: /*i18n*/ { id: 'Enter the maximum pay as a number, at least the minimum.' },
  payUnitRequired: /*i18n*/ { id: 'Choose per hour or per year.' },
  payCurrencyInvalid: /*i18n*/ { id: 'Enter a currency code (ISO 4217), e.g. USD or EUR.' },
  payIncomplete: /*i18n*/ { id: 'Enter both the minimum and the maximum pay, or neither.' },
  descriptionRequired: /*i18n*/ { id: 'Write a description of the job.' },
  descriptionTooLong: /*i18n*/ {
    id: 'The description can be at most {max} characters.',
    values: { max: formatCount(JOB_FIELD_LIMITS.description) },
  },
  versionRequired: /*i18n*/ { id: 'The edit must say which version of the job it started from.' },
  invalidForm: /*i18n*/ { id: 'Please correct the fields marked below.' },
  staleVersion: /*i18n*/ {
    id: 'Someone else saved this job while you were editing it. Your changes are still in the form: review the latest version and save again.',
  },
  jobNotFound: /*i18n*/ { id: 'Job not found.' },
  mailNotAllowed: /*i18n*/ { id: 'A mail can be sent only when the status becomes Offer or Not selected.' },
  invalidQuery: /*i18n*/ { id: 'The filters of the job list are not valid.' },
});
