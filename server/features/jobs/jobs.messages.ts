/** Messages of the jobs API. docs/product.md §8 texts are quoted word for word. */
export const JOB_MESSAGES = {
  jobNotFound: 'Sorry, this job is no longer available.',
  noLongerAvailable: 'Sorry, this job is no longer available.',
  applyProblem: 'Sorry, there was a problem applying to this job.',
  applyError: 'Sorry, an error occurred',
  unknownLocation: 'Unknown location',
  unknownApplicant: 'Sorry, there was a problem applying to this job.',
  invalidApplyToken: 'Your apply link has expired. Please open it again from your email.',
  noCandidate: 'There is no account with that email address.',
  passwordAlreadySet: 'This account already has a password: log in with it.',
  inviteClosedJob: 'That job is closed: candidates can be invited to open jobs only.',
} as const;

/** Texts of the public job page as the server writes it for readers without JavaScript. */
export const JOB_PAGE_TEXT = {
  notFoundTitle: 'Page Not Found',
  searchLink: 'Search open jobs',
  apply: 'Apply Now',
  moreJobs: 'More jobs like it',
} as const;
