/** Texts of the public job page only: its chunk carries them and nothing else of messages.ts. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** The public job page (/jobs/{jobOrderId}). */
export const JOB_PAGE_TEXT = translatable({
  notFoundTitle: msg`Page Not Found`,
  /** The page's title: the job's title and place, as the employer wrote them. */
  title: (title: string, location: string) => t`${title} in ${location}`,
  searchLink: msg`Search open jobs`,
  company: msg`Company`,
  posted: msg`Posted`,
  applyHint: msg`Log in or sign up to apply: you come back to this job and apply in one click.`,
  /** A job with screening questions is not applied to in one click. */
  applyFormHint: msg`Log in or sign up to apply: you come back to this job’s application form, which asks a few questions.`,
  /** Under the Apply button of a signed-in candidate, for a job with screening questions. */
  formHint: msg`This job asks a few questions before you apply.`,
  signUp: msg`Sign up`,
  moreJobs: msg`More jobs like it`,
  description: msg`About the job`,
  loadFailed: msg`Sorry, this job could not be loaded. Please try again.`,
});
