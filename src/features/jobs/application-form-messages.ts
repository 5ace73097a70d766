/** Texts of the application form screen (/jobs/{id}/apply). */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { FORM_LIMITS } from '../../../common/application-form';
import { formatCount } from '../../../common/numbers';

/** The longest cover letter, as written ("5,000"). */
const maxLength = formatCount(FORM_LIMITS.coverLetter);

export const APPLICATION_FORM_SCREEN = translatable({
  /** `job`: the job's title, as the employer wrote it. */
  title: (job: string) => t`Apply: ${job}`,
  fallbackTitle: msg`Application Form`,
  loading: msg`Loading the application form…`,
  loadFailed: msg`Sorry, the application form could not be loaded.`,
  /** The company and the place, as the employer wrote them. */
  lead: (company: string, location: string) => `${company} · ${location}`,
  resume: msg`Résumé to send`,
  /** `fileName`: the name of the résumé file on the candidate's profile. */
  profileResume: (fileName: string) => t`My profile's résumé (${fileName})`,
  uploadResume: msg`Upload a résumé for this application only`,
  noResume: msg`Send no résumé`,
  noProfileResume: msg`You have no résumé on your profile.`,
  file: msg`Résumé file (PDF or DOCX, up to 5 MB)`,
  coverLetter: msg`Cover letter (optional)`,
  coverLetterHint: msg`Plain text, up to ${maxLength} characters.`,
  coverLetterCount: (length: number) => {
    const typed = formatCount(length);
    return t({
      message: `${typed} of ${maxLength} characters`,
      comment: 'Counter under the cover letter: "5 of 5,000 characters"',
    });
  },
  coverLetterOver: (over: number) =>
    plural(over, {
      one: '# character too long: shorten it to send it.',
      other: '# characters too long: shorten it to send it.',
    }),
  questions: msg`Questions from the employer`,
  optional: msg({ message: '(optional)', comment: 'After a screening question the candidate may leave unanswered' }),
  submit: msg`Submit application`,
  submitting: msg`Submitting your application…`,
  failed: msg`Sorry, your application could not be submitted.`,
  alreadyApplied: msg`You have already applied to this job.`,
  seeApplications: msg`See your applications`,
  backToJob: msg`Back to the job`,
  moreJobs: msg`Browse more jobs`,
  /** The confirmation's heading once the application is submitted (docs/product.md §4). */
  thanks: msg`Thanks For Applying!`,
  /** The confirmation's heading for an application in any other status. */
  thanksReceived: msg`Thank you for applying`,
});
