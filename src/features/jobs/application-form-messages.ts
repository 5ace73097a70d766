/** Texts of the application form screen (/jobs/{id}/apply). */
import { FORM_LIMITS } from '../../../common/application-form';
import { formatCount } from '../../../common/numbers';

export const APPLICATION_FORM_SCREEN = {
  title: (job: string) => `Apply: ${job}`,
  fallbackTitle: 'Application Form',
  loading: 'Loading the application form…',
  loadFailed: 'Sorry, the application form could not be loaded.',
  lead: (company: string, location: string) => `${company} · ${location}`,
  resume: 'Résumé to send',
  profileResume: (name: string) => `My profile's résumé (${name})`,
  uploadResume: 'Upload a résumé for this application only',
  noResume: 'Send no résumé',
  noProfileResume: 'You have no résumé on your profile.',
  file: 'Résumé file (PDF or DOCX, up to 5 MB)',
  coverLetter: 'Cover letter (optional)',
  coverLetterHint: `Plain text, up to ${formatCount(FORM_LIMITS.coverLetter)} characters.`,
  coverLetterCount: (n: number) => `${formatCount(n)} of ${formatCount(FORM_LIMITS.coverLetter)} characters`,
  coverLetterOver: (over: number) =>
    `${formatCount(over)} ${over === 1 ? 'character' : 'characters'} too long: shorten it to send it.`,
  questions: 'Questions from the employer',
  optional: '(optional)',
  submit: 'Submit application',
  submitting: 'Submitting your application…',
  failed: 'Sorry, your application could not be submitted.',
  alreadyApplied: 'You have already applied to this job.',
  seeApplications: 'See your applications',
  backToJob: 'Back to the job',
  moreJobs: 'Browse more jobs',
} as const;
