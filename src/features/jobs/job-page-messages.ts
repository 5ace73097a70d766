/** Texts of the public job page only: its chunk carries them and nothing else of messages.ts. */

/** The public job page (/jobs/{jobOrderId}). */
export const JOB_PAGE_TEXT = {
  notFoundTitle: 'Page Not Found',
  searchLink: 'Search open jobs',
  company: 'Company',
  posted: 'Posted',
  applyHint: 'Log in or sign up to apply: you come back to this job and apply in one click.',
  /** A job with screening questions is not applied to in one click. */
  applyFormHint:
    'Log in or sign up to apply: you come back to this job’s application form, which asks a few questions.',
  signUp: 'Sign up',
  moreJobs: 'More jobs like it',
  description: 'About the job',
  loadFailed: 'Sorry, this job could not be loaded. Please try again.',
} as const;
