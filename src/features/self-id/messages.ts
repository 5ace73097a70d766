/** What the self-identification screens and links say. */
import type { SelfIdStatus } from '../../../common/self-id';

export const SELF_ID_TEXT = {
  lead: (job: string, company: string) =>
    `For your application to ${job} at ${company}. Answering is voluntary: you may answer any question, none, or skip this step. Your answers are kept apart from your application and recruiters never see them.`,
  loading: 'Loading the voluntary self-identification…',
  loadFailed: 'Sorry, the voluntary self-identification could not be loaded.',
  answeredOn: (date: string) => `You answered on ${date}. You can change your answers below.`,
  skippedBefore: 'You skipped this step. You can still answer below.',
  submit: 'Submit answers',
  update: 'Save changes',
  skip: 'Skip',
  saving: 'Sending your answers…',
  skipping: 'Skipping…',
  saved: 'Thank you. Your answers are saved.',
  skipped: 'You skipped the voluntary self-identification. Nothing was recorded about you.',
  failed: 'Sorry, your answers could not be saved.',
  toDashboard: 'Go to your dashboard',
  disabilityName: 'Name',
  disabilityDate: 'Date',
  disabilityHint: 'The disability form asks for your name and the date you complete it (both optional).',
  notChosen: 'No answer',
} as const;

/** The dashboard's line under each application, and the prompt after applying. */
export const SELF_ID_LINE = {
  label: 'Voluntary self-identification',
  status: { pending: 'not answered', answered: 'answered', skipped: 'skipped' } satisfies Record<SelfIdStatus, string>,
  action: { pending: 'answer or skip', answered: 'review or change', skipped: 'answer' } satisfies Record<
    SelfIdStatus,
    string
  >,
  afterApplying: 'Voluntary self-identification (optional):',
} as const;

export const REPORT_TEXT = {
  lead: 'Counts of voluntary self-identification answers for one job or all, by application date. Admins only; no answer is shown for any person.',
  job: 'Job',
  allJobs: 'All jobs',
  period: 'Period',
  month: 'Month',
  range: 'Date range',
  from: 'From',
  to: 'To',
  show: 'Show report',
  loading: 'Loading the report…',
  loadFailed: 'Sorry, the report could not be loaded.',
  applications: 'Applications',
  answered: 'Answered',
  skipped: 'Skipped',
  option: 'Answer',
  count: 'Count',
  fewer: 'fewer than 5',
  suppressed: 'suppressed',
  scope: (job: string | null, from: string, to: string) => `${job ?? 'All jobs'}, applications from ${from} to ${to}`,
  note: 'Counts of 1 to 4 show as “fewer than 5”. Where a hidden count could be worked out from the others and the number of answers, further counts are hidden as “suppressed”.',
  empty: 'No applications in this period.',
} as const;
