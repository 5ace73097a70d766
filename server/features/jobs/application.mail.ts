/**
 * The mail confirming an application: the job, where and when, what was sent with it, where its
 * status shows and the job's card. The mail template "Application confirmation" words it (the
 * employer's edited text, else the built-in one); every part is one of its placeholders.
 */
import { APPLICATION_FORM_TEXT } from '../../../common/application-form';
import { templateDefinition } from '../../../common/mail-templates';
import { i18n } from '../../../common/i18n';
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { Db } from '../../db';
import type { MailMessage } from '../../providers/mail/mail.types';
import { inOwnLanguage } from '../../lib/reader-language';
import { renderTemplate } from '../mail-templates/render';
import { pickTimeZone } from '../../lib/time-zones';

/** Who writes the mail; `timeZone`: DEFAULT_TIME_ZONE, for a reader with no zone and a job with none. */
export interface MailSite {
  siteName: string;
  publicUrl: string;
  timeZone: string;
}

export interface ApplicationMailInput {
  /** `timeZone`: the zone the candidate chose (null: not yet); `preferredLanguage`: the language they chose. */
  to: { email: string; firstName: string; timeZone?: string | null; preferredLanguage?: string | null };
  job: { jobOrderId: number; title: string; corpTitle: string; location: string; salary: string };
  /** The job's zone (server/lib/time-zones.ts jobTimeZone). */
  jobTimeZone: string | null;
  appliedAt: number;
  /** The profile's résumé the application carries, if the candidate has one. */
  resumeFileName: string | null;
  /** Sent through the application form: whether it had a cover letter (undefined: one click, none asked). */
  coverLetter?: boolean;
  /** A screening answer ended it at once (Not selected): no recruiter will review it. */
  knockedOut?: boolean;
}

const KEY = 'application-confirmation';

/** An admin's edited subject and body of a mail (the mail templates feature's), or null for the built-in one. */
export type EditedTemplate = (key: string, executor: Db) => Promise<{ subject: string; body: string } | null>;

/**
 * The confirmation an application sends, whichever way it was made, in the candidate's language.
 * A knocked-out application always gets the built-in text: an edited one is written for
 * applications a recruiter will read, and would promise a review that never comes.
 */
export function confirmationFor(
  site: MailSite,
  input: ApplicationMailInput,
  editedTemplate: EditedTemplate | undefined,
  trx: Db,
): Promise<MailMessage> {
  return inOwnLanguage(input.to.preferredLanguage, () => composeConfirmation(site, input, editedTemplate, trx));
}

async function composeConfirmation(
  site: MailSite,
  input: ApplicationMailInput,
  editedTemplate: EditedTemplate | undefined,
  trx: Db,
): Promise<MailMessage> {
  const { to, job } = input;
  const overview = `${site.publicUrl}/overview`;
  const sentWith = input.resumeFileName
    ? i18n._('Sent with it: your profile and your résumé “{fileName}”.', { fileName: input.resumeFileName })
    : input.coverLetter !== undefined
      ? i18n._('Sent with it: your profile, without a résumé.')
      : i18n._(
          'Sent with it: your profile. You have no résumé on file: add one on your profile ({profileUrl}) and recruiters will see it with your applications.',
          { profileUrl: `${site.publicUrl}/profile` },
        );
  const coverLetter =
    input.coverLetter === undefined
      ? ''
      : input.coverLetter
        ? i18n._('Your cover letter was sent with it.')
        : i18n._('No cover letter was sent with it.');
  const statusNote = input.knockedOut
    ? `${APPLICATION_FORM_TEXT.knockedOut}\n\n${i18n._('Its status, Not selected, shows on your dashboard: {overviewUrl}', { overviewUrl: overview })}`
    : i18n._('Its status shows on your dashboard and changes there as the recruiter reviews it.');
  // Read now, not at load: the built-in text is in the mail's language.
  const builtIn = templateDefinition(KEY)!;
  const text = (!input.knockedOut && (await editedTemplate?.(KEY, trx))) || builtIn;
  return renderTemplate(site, builtIn, text, {
    to: to.email,
    values: {
      firstName: to.firstName,
      jobTitle: job.title,
      company: job.corpTitle,
      city: job.location,
      pay: job.salary,
      appliedAt: formatDateTimeInZone(
        input.appliedAt,
        pickTimeZone(site.timeZone, input.to.timeZone, input.jobTimeZone),
      ),
      sentWith,
      coverLetter,
      statusNote,
      link: overview,
    },
    card: {
      title: job.title,
      detail: `${job.corpTitle} · ${job.location} · ${job.salary}`,
      url: `${site.publicUrl}/jobs/${job.jobOrderId}`,
    },
  });
}
