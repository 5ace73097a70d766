/**
 * Texts of the apply pages: apply-now (docs/product.md §4) and the mailed one-click link (§7).
 * Quoted SPEC texts are word for word.
 */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const JOB_TITLES = translatable({
  applyNow: msg`Thanks For Applying!`,
});

/** The page of the mailed one-click link (docs/product.md §7 /apply-redirect/{token}). */
export const ONE_CLICK_TEXT = translatable({
  title: msg`Apply For This Job`,
  lead: msg`Press the button to send your application.`,
  submit: msg`Apply now`,
  submitting: msg`Applying…`,
  loading: msg`Reading your link…`,
  couldNotLoad: msg`Sorry, we could not read this link just now.`,
  retry: msg`Try again`,
  /** docs/product.md §7: the one-click link failed for a reason the page cannot name. */
  failed: msg`Sorry, an error occurred. Please try again.`,
  sent: msg`Your application was sent.`,
  signInToFollow: msg`Log in to follow your application and see its status.`,
  logIn: msg`Log in`,
  used: msg`This link was already used.`,
  usedApplied: msg`Your application for this job is on file: you do not need to apply again.`,
  usedNotApplied: msg`No application for this job was made with it. Find the job in Job Search to apply.`,
  alreadyApplied: msg`You have already applied to this job.`,
  expired: msg`This link has expired.`,
  expiredHelp: msg`Links in our emails work for 14 days. Find the job in Job Search, or ask your recruiter for a new link.`,
  unknown: msg`This link is not valid.`,
  unknownHelp: msg`Check that you opened the whole address from the email, or find the job in Job Search.`,
  search: msg`Go to Job Search`,
  dashboard: msg`Go to your dashboard`,
});

/** docs/product.md §4 apply-now states, word for word. */
export const APPLY_NOW_TEXT = translatable({
  loading: msg`Loading your job…`,
  problem: msg`Sorry, there was a problem applying to this job.`,
  alreadyApplied: msg`You've already applied to this job`,
  noLongerAvailable: msg`Sorry, this job is no longer available.`,
  greeting: (firstName: string) => t`Hi ${firstName}, here is the job we picked for you.`,
  apply: msg`Apply Now`,
  description: msg`About the job`,
  submitted: msg`Submitted!`,
  thanks: msg`Thanks For Applying!`,
  redirecting: msg`Taking you to job search…`,
  toPassword: msg`Taking you to choose your password…`,
});

/** docs/product.md §9 */
export const APPLY_REDIRECT_MS = 2000;
export const ALREADY_APPLIED_REDIRECT_MS = 5000;
