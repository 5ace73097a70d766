/** What the self-identification screens and links say. */
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
  option: 'Answer',
  count: 'Count',
  hidden: 'hidden',
  scope: (job: string | null, from: string, to: string) => `${job ?? 'All jobs'}, applications from ${from} to ${to}`,
  months: 'Periods are whole months (UTC): a date range covers every month it touches.',
  note: 'Counts under 5 are hidden, 0 included, so a hidden count never tells whether anyone is in it. Where a hidden count could be worked out from the others and the number of applications, more counts are hidden with it. Every hidden count looks the same.',
  notAnswered:
    '“Not answered” counts every application without an answer to the question: skipped, not yet answered or left blank. Each question’s counts add up to the applications.',
  fewerTitle: 'Fewer than 5 applicants',
  fewer:
    'Counts are shown only for 5 applications or more, so that no one’s answers can be told. Choose a longer period, or All jobs.',
  withheldTitle: 'Counts withheld',
  withheld: (job: boolean) =>
    job
      ? 'In a month of this period, this job or the other jobs together had fewer than 5 applications: comparing this report with the one for all jobs would single those applicants out. Choose months in which this job and the others each had 5 or more, or All jobs.'
      : 'A month of this period had fewer than 5 applications: comparing this report with one that leaves that month out would single those applicants out. Choose a period without that month.',
} as const;
