/**
 * Texts of the job screens (search, job page, apply). Quoted SPEC texts (§2, §4, §8) are word for
 * word; the rest fill what SPEC leaves open. The search form's own texts are in search-messages.ts,
 * the search screen's frame in search-screen-messages.ts, the job page's in job-page-messages.ts and
 * job-messages.ts, out of the other chunks.
 */
import { JOB_NO_LONGER_AVAILABLE } from './job-messages';

export const JOB_TITLES = {
  applyNow: 'Thanks For Applying!',
} as const;

/** The page of the mailed one-click link (docs/product.md §7 /apply-redirect/{token}). */
export const ONE_CLICK_TEXT = {
  title: 'Apply For This Job',
  lead: 'Press the button to send your application.',
  submit: 'Apply now',
  submitting: 'Applying…',
  loading: 'Reading your link…',
  couldNotLoad: 'Sorry, we could not read this link just now.',
  retry: 'Try again',
  /** docs/product.md §7: the one-click link failed for a reason the page cannot name. */
  failed: 'Sorry, an error occurred. Please try again.',
  sent: 'Your application was sent.',
  signInToFollow: 'Log in to follow your application and see its status.',
  logIn: 'Log in',
  used: 'This link was already used.',
  usedApplied: 'Your application for this job is on file: you do not need to apply again.',
  usedNotApplied: 'No application for this job was made with it. Find the job in Job Search to apply.',
  alreadyApplied: 'You have already applied to this job.',
  expired: 'This link has expired.',
  expiredHelp:
    'Links in our emails work for 14 days. Find the job in Job Search, or ask your recruiter for a new link.',
  unknown: 'This link is not valid.',
  unknownHelp: 'Check that you opened the whole address from the email, or find the job in Job Search.',
  search: 'Go to Job Search',
  dashboard: 'Go to your dashboard',
} as const;

export const DETAIL_TEXT = {
  back: 'Back to results',
  showDescription: 'Show full description',
  hideDescription: 'Hide description',
  submitted: 'Submitted!',
  distance: (distance: string, duration: string) => `${distance} (about ${duration}) from your ZIP code`,
  distanceLoading: 'Working out the distance…',
  moreJobs: 'More jobs',
} as const;

/** docs/product.md §4 apply-now states, word for word. */
export const APPLY_NOW_TEXT = {
  loading: 'Loading your job…',
  problem: 'Sorry, there was a problem applying to this job.',
  alreadyApplied: "You've already applied to this job",
  noLongerAvailable: JOB_NO_LONGER_AVAILABLE,
  greeting: (firstName: string) => `Hi ${firstName}, here is the job we picked for you.`,
  apply: 'Apply Now',
  submitted: 'Submitted!',
  thanks: 'Thanks For Applying!',
  redirecting: 'Taking you to job search…',
  toPassword: 'Taking you to choose your password…',
} as const;

/** docs/product.md §9 */
export const APPLY_REDIRECT_MS = 2000;
export const ALREADY_APPLIED_REDIRECT_MS = 5000;

/** The link from a search result to its job page. */
export const JOB_PAGE_LINK_TEXT = {
  jobPage: 'Job page',
  jobPageOf: (title: string) => `Job page: ${title}`,
} as const;
