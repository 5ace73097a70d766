/** Texts of the staff console (/admin …). docs/product.md §2's 'Admin Page' title is word for word. */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const STAFF_TITLES = translatable({
  overview: msg`Admin Page`,
  jobs: msg`Jobs`,
  newJob: msg`New job`,
  editJob: msg`Edit job`,
  applicants: msg`Applicants`,
});

export const NAV_TEXT = translatable({
  label: msg`Staff console`,
  overview: msg`Overview`,
  jobs: msg`Jobs`,
  documents: msg`Documents`,
  content: msg`Content`,
  staff: msg`Staff accounts`,
  selfId: msg`Self-identification report`,
  mailTemplates: msg`Mail templates`,
  integrations: msg`Integrations`,
  brand: msg`Brand`,
  docChecks: msg`Document checks`,
  i9: msg`Forms I-9`,
});

export const OVERVIEW_TEXT = translatable({
  lead: msg`Jobs, applications and onboarding at a glance.`,
  openJobs: msg`Open jobs`,
  newApplications: msg`New applications this week`,
  outstanding: msg`Candidates with outstanding documents`,
  recent: msg`Recent applications`,
  noRecent: msg`No applications yet. They appear here as candidates apply.`,
  couldNotLoad: msg`Sorry, we could not load the overview.`,
  manageJobs: msg`Manage jobs`,
  docChecks: msg`Check a document template`,
  appliedFor: msg({
    message: 'applied for',
    comment: 'Between a candidate’s name (before) and the linked job title (after): “Ana Diaz applied for Welder”.',
  }),
  loading: msg`Loading the overview…`,
});

export const LIST_TEXT = translatable({
  lead: msg`Find, create and edit jobs; open or close them; follow their applicants.`,
  newJob: msg`New job`,
  filters: msg`Filter jobs`,
  search: msg`Title`,
  searchPlaceholder: msg`Words of the title`,
  status: msg`Status`,
  type: msg`Type`,
  category: msg`Category`,
  location: msg`Location`,
  locationPlaceholder: msg`City or state`,
  any: msg({ message: 'Any', comment: 'The empty choice of a filter of the job list: no filter.' }),
  open: msg({ message: 'Open', comment: 'A job’s status.' }),
  closed: msg({ message: 'Closed', comment: 'A job’s status.' }),
  clear: msg`Clear filters`,
  exportCsv: msg`Export CSV`,
  columns: {
    title: msg`Title`,
    type: msg`Type`,
    category: msg`Category`,
    location: msg`Location`,
    opened: msg({ message: 'Opened', comment: 'Column of the job list: the date the job was opened.' }),
    status: msg`Status`,
    applicants: msg`Applicants`,
  },
  caption: (total: number) => plural(total, { one: '# job', other: '# jobs' }),
  empty: msg`No jobs match these filters.`,
  couldNotLoad: msg`Sorry, we could not load the jobs.`,
  loading: msg`Loading jobs…`,
  edit: (title: string) => t`Edit ${title}`,
  viewApplicants: (count: number) => plural(count, { one: '# applicant', other: '# applicants' }),
  board: msg({ message: 'Board', comment: 'Link to the job’s pipeline board.' }),
});

export const FORM_TEXT = translatable({
  title: msg`Title`,
  type: msg`Type`,
  chooseType: msg`Choose a type`,
  category: msg`Category`,
  chooseCategory: msg`Choose a category`,
  location: msg`Location`,
  locationPlaceholder: msg({
    message: 'City, ST',
    comment: 'Placeholder of the job’s location: a city and its state’s two-letter code.',
  }),
  timeZone: msg`Time zone (interview times are proposed in it)`,
  zoneOfLocation: msg({
    message: 'Where the job is',
    comment: 'The empty choice of the time zone: the zone of the job’s location.',
  }),
  company: msg`Company`,
  companyHint: msg`Leave empty for our own company name.`,
  salary: msg`Salary`,
  salaryHint: msg`Shown only when there is no pay range below, e.g. “Competitive, with overtime”.`,
  payRange: msg`Pay range`,
  payHint: msg`Shown on the job and to search engines. Required where the job’s state has a pay transparency law.`,
  payMin: msg`Minimum pay`,
  payMax: msg`Maximum pay`,
  payUnit: msg({ message: 'Paid', comment: 'Label of the choice “per hour” or “per year”.' }),
  choosePayUnit: msg`Choose…`,
  payCurrency: msg`Currency`,
  description: msg`Description`,
  descriptionHint: msg({
    message: 'Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…).',
    comment: 'Keep the Markdown signs (##, **, *, -, [](…)) as they are; translate only the words.',
  }),
  preview: msg`Preview`,
  previewEmpty: msg`The description appears here as candidates will see it.`,
  previewUpdating: msg`Updating the preview…`,
  previewFailed: msg`The preview could not be updated. It will try again as you type; your text is kept.`,
  save: msg`Save job`,
  create: msg`Create job`,
  saving: msg`Saving the job…`,
  saved: msg`The job was saved.`,
  created: msg`The job was created and is open.`,
  saveFailed: msg`Sorry, the job could not be saved.`,
  close: msg`Close job`,
  closeConfirm: msg`Close this job? It leaves search and its public page until it is reopened.`,
  keepOpen: msg`Keep it open`,
  reopen: msg`Reopen job`,
  closing: msg`Changing the job’s status…`,
  closed: msg`The job is closed: it has left search and its public page.`,
  reopened: msg`The job is open again.`,
  statusOpen: msg({ message: 'Open', comment: 'A job’s status.' }),
  statusClosed: msg({ message: 'Closed', comment: 'A job’s status.' }),
  statusLabel: msg`Status:`,
  overwrite: msg`Save my version over theirs`,
  loadLatest: msg`Discard my changes and load theirs`,
  theirTitle: (title: string, version: number) => t`Their version ${version}: “${title}”.`,
  couldNotLoad: msg`Sorry, we could not load this job.`,
  loading: msg`Loading the job…`,
  backToJobs: msg`Back to jobs`,
  applicants: msg`Applicants`,
  publicPage: msg`Public page`,
});

export const PIPELINE_TEXT = translatable({
  /** The job's title and location: no words of ours. */
  lead: (title: string, location: string) => `${title} · ${location}`,
  couldNotLoad: msg`Sorry, we could not load the applicants.`,
  loading: msg`Loading the applicants…`,
  empty: msg`No one has applied to this job yet.`,
  accountDeleted: msg`This candidate deleted their account: the application is closed, and nothing more can be sent or changed.`,
  exportCsv: msg`Export CSV`,
  board: msg`Pipeline Board`,
  name: msg`Name`,
  email: msg`Email`,
  applied: msg({
    message: 'Applied',
    comment: 'Before the date the candidate applied: “Applied Jan 3, 2026”.',
    context: 'before a date',
  }),
  status: msg`Status`,
  history: msg`History`,
  move: msg({ message: 'Move to', comment: 'Label of the choice of an application’s new status.' }),
  sendMail: msg`Send a mail to the candidate`,
  apply: msg({ message: 'Change status', comment: 'Button that moves the application to the chosen status.' }),
  changing: msg`Changing the status…`,
  changed: (name: string, status: string) => t`${name} moved to ${status}.`,
  mailed: msg`A mail is on its way to the candidate.`,
  changeFailed: msg`Sorry, the status could not be changed.`,
  by: (who: string) =>
    t({
      message: ` by ${who}`,
      comment: 'After a status and its date in the history: “Offer · Jan 3, 2026 by Alex Lee”.',
    }),
  editJob: msg`Edit job`,
  backToJobs: msg`Back to jobs`,
  historyOf: (name: string) => t`Status history of ${name}`,
  resume: (fileName: string) => t`Résumé: ${fileName}`,
  noResume: msg`Applied without a résumé.`,
  moveFor: (name: string) => t`New status for ${name}`,
});

export const COMMON_TEXT = translatable({
  retry: msg`Retry`,
  /** The employment types (docs/product.md §9), by the value stored and sent. */
  employmentType: {
    Contract: msg({ message: 'Contract', comment: 'Employment type of a job (a contract job)' }),
    Permanent: msg({ message: 'Permanent', comment: 'Employment type of a job (a permanent job)' }),
  },
});

/** A job's employment type in the page's language; a value of no known type as it is. */
export function employmentTypeLabel(type: string): string {
  return type === 'Contract' || type === 'Permanent' ? COMMON_TEXT.employmentType[type] : type;
}
