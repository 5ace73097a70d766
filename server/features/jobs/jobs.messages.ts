/** Messages of the jobs API, read in the request's language. docs/product.md §8 texts are quoted word for word. */
import { translatable } from '../../../common/i18n';

export const JOB_MESSAGES = translatable({
  jobNotFound: /*i18n*/ { id: 'Sorry, this job is no longer available.' },
  noLongerAvailable: /*i18n*/ { id: 'Sorry, this job is no longer available.' },
  applyProblem: /*i18n*/ { id: 'Sorry, there was a problem applying to this job.' },
  applyError: /*i18n*/ { id: 'Sorry, an error occurred' },
  unknownLocation: /*i18n*/ { id: 'Unknown location' },
  unknownApplicant: /*i18n*/ { id: 'Sorry, there was a problem applying to this job.' },
  invalidApplyToken: /*i18n*/ { id: 'Your apply link has expired. Please open it again from your email.' },
  noCandidate: /*i18n*/ { id: 'There is no account with that email address.' },
  passwordAlreadySet: /*i18n*/ { id: 'This account already has a password: log in with it.' },
  inviteClosedJob: /*i18n*/ { id: 'That job is closed: candidates can be invited to open jobs only.' },
  questionGone: /*i18n*/ {
    id: 'This question has changed since the page was opened. Reload the page to translate the questions as they are now.',
  },
  questionTranslationInvalid: /*i18n*/ { id: 'Please correct the translation where marked.' },
});

/** Texts of the public job page as the server writes it for readers without JavaScript. */
export const JOB_PAGE_TEXT = translatable({
  notFoundTitle: /*i18n*/ { id: 'Page Not Found' },
  searchLink: /*i18n*/ { id: 'Search open jobs' },
  apply: /*i18n*/ { id: 'Apply Now' },
  moreJobs: /*i18n*/ { id: 'More jobs like it' },
});
