/** The mail confirming an application: the job, when, what was sent with it, and where its status shows. */
import { APPLICATION_FORM_TEXT } from '../../../common/application-form';
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { Db } from '../../db';
import type { MailMessage } from '../../providers/mail/mail.types';
import { renderMail } from '../../providers/mail/template';
import { pickTimeZone } from '../../lib/time-zones';

/** Who writes the mail; `timeZone`: DEFAULT_TIME_ZONE, for a reader with no zone and a job with none. */
export interface MailSite {
  siteName: string;
  publicUrl: string;
  timeZone: string;
}

export interface ApplicationMailInput {
  /** `timeZone`: the zone the candidate chose (null: not yet). */
  to: { email: string; firstName: string; timeZone?: string | null };
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

const APPLICATION_MAIL_TEXT = {
  subject: (title: string) => `Application received: ${title}`,
  statusLink: 'See your applications',
} as const;

function applicationMail(site: MailSite, input: ApplicationMailInput): MailMessage {
  const { to, job } = input;
  const overview = `${site.publicUrl}/overview`;
  const sent = input.resumeFileName
    ? `Sent with it: your profile and your résumé “${input.resumeFileName}”.`
    : input.coverLetter !== undefined
      ? 'Sent with it: your profile, without a résumé.'
      : `Sent with it: your profile. You have no résumé on file: add one on your profile (${site.publicUrl}/profile) and recruiters will see it with your applications.`;
  const letter =
    input.coverLetter === undefined
      ? []
      : [input.coverLetter ? 'Your cover letter was sent with it.' : 'No cover letter was sent with it.'];
  return renderMail({
    to: to.email,
    subject: APPLICATION_MAIL_TEXT.subject(job.title),
    siteName: site.siteName,
    heading: `Thanks for applying, ${to.firstName}!`,
    paragraphs: [
      `We received your application for ${job.title} at ${job.corpTitle} in ${job.location} on ${formatDateTimeInZone(input.appliedAt, pickTimeZone(site.timeZone, to.timeZone, input.jobTimeZone))}.`,
      sent,
      ...letter,
      ...(input.knockedOut
        ? [APPLICATION_FORM_TEXT.knockedOut, `Its status, Not selected, shows on your dashboard: ${overview}`]
        : [`Its status shows on your dashboard, ${overview}, and changes there as the recruiter reviews it.`]),
    ],
    list: [
      {
        title: job.title,
        detail: `${job.corpTitle} · ${job.location} · ${job.salary}`,
        url: `${site.publicUrl}/jobs/${job.jobOrderId}`,
      },
    ],
    action: { label: APPLICATION_MAIL_TEXT.statusLink, url: overview },
    footnote: `You receive this mail because you applied for this job on ${site.siteName}.`,
  });
}

/** An admin's edited text of a mail (the mail templates feature's), or null for the built-in one. */
export type EditedMail = (
  key: string,
  input: { to: string; values: Record<string, string>; action?: { label: string; url: string } },
  executor: Db,
) => Promise<MailMessage | null>;

/**
 * The confirmation an application sends, whichever way it was made: the employer's edited text,
 * else the built-in mail. A knocked-out application always gets the built-in one: the edited text
 * is written for applications a recruiter will read, and would promise a review that never comes.
 */
export async function confirmationFor(
  site: MailSite,
  input: ApplicationMailInput,
  editedMail: EditedMail | undefined,
  trx: Db,
): Promise<MailMessage> {
  if (input.knockedOut) return applicationMail(site, input);
  const overview = `${site.publicUrl}/overview`;
  const { to, job } = input;
  const edited = await editedMail?.(
    'application-confirmation',
    {
      to: to.email,
      values: { firstName: to.firstName, jobTitle: job.title, company: job.corpTitle, link: overview },
      action: { label: APPLICATION_MAIL_TEXT.statusLink, url: overview },
    },
    trx,
  );
  return edited ?? applicationMail(site, input);
}
