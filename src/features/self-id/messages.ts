/** What the self-identification screens and links say. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const SELF_ID_TEXT = translatable({
  /** `job` and `company`: the job's title and the employer's name, as the employer wrote them. */
  lead: (job: string, company: string) =>
    t`For your application to ${job} at ${company}. Answering is voluntary: you may answer any question, none, or skip this step. Your answers are kept apart from your application and recruiters never see them.`,
  loading: msg`Loading the voluntary self-identification…`,
  loadFailed: msg`Sorry, the voluntary self-identification could not be loaded.`,
  answeredOn: (date: string) => t`You answered on ${date}. You can change your answers below.`,
  skippedBefore: msg`You skipped this step. You can still answer below.`,
  /** The heading of the first form when the employer wrote none. */
  eeoTitle: msg`Equal Employment Opportunity`,
  submit: msg`Submit answers`,
  update: msg`Save changes`,
  skip: msg`Skip`,
  saving: msg`Sending your answers…`,
  skipping: msg`Skipping…`,
  saved: msg`Thank you. Your answers are saved.`,
  skipped: msg`You skipped the voluntary self-identification. Nothing was recorded about you.`,
  failed: msg`Sorry, your answers could not be saved.`,
  toDashboard: msg`Go to your dashboard`,
  disabilityName: msg`Name`,
  disabilityDate: msg`Date`,
  disabilityHint: msg`The disability form asks for your name and the date you complete it (both optional).`,
});

export const REPORT_TEXT = translatable({
  lead: msg`Counts of voluntary self-identification answers for one job or all, by application date. Admins only; no answer is shown for any person.`,
  job: msg`Job`,
  allJobs: msg`All jobs`,
  period: msg`Period`,
  month: msg`Month`,
  /** The month field's placeholder where the browser has no month picker. */
  monthPlaceholder: msg`YYYY-MM`,
  range: msg`Date range`,
  from: msg({ message: 'From', comment: 'Start date of the report' }),
  to: msg({ message: 'To', comment: 'End date of the report' }),
  show: msg`Show report`,
  loading: msg`Loading the report…`,
  loadFailed: msg`Sorry, the report could not be loaded.`,
  applications: msg`Applications`,
  option: msg`Answer`,
  count: msg`Count`,
  hidden: msg({ message: 'hidden', comment: 'A count of the report not shown (under 5)' }),
  /** `job`: the job's title (or all jobs); `from` and `to`: dates (YYYY-MM-DD). */
  scope: (job: string | null, from: string, to: string) =>
    job === null ? t`All jobs, applications from ${from} to ${to}` : t`${job}, applications from ${from} to ${to}`,
  months: msg`Periods are whole months (UTC): a date range covers every month it touches.`,
  note: msg`Counts under 5 are hidden, 0 included, so a hidden count never tells whether anyone is in it. Where a hidden count could be worked out from the others and the number of applications, more counts are hidden with it. Every hidden count looks the same.`,
  notAnswered: msg`“Not answered” counts every application without an answer to the question: skipped, not yet answered or left blank. Each question’s counts add up to the applications.`,
  fewerTitle: msg`Fewer than 5 applicants`,
  fewer: msg`Counts are shown only for 5 applications or more, so that no one’s answers can be told. Choose a longer period, or All jobs.`,
  withheldTitle: msg`Counts withheld`,
  withheld: (job: boolean) =>
    job
      ? t`In a month of this period, this job or the other jobs together had fewer than 5 applications: comparing this report with the one for all jobs would single those applicants out. Choose months in which this job and the others each had 5 or more, or All jobs.`
      : t`A month of this period had fewer than 5 applications: comparing this report with one that leaves that month out would single those applicants out. Choose a period without that month.`,
});
