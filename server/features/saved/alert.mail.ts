/** The saved-search alert mail: the new jobs, a link to the whole search, and a one-click unsubscribe. */
import type { JobHit } from '../../../common/jobs';
import { jobPath, savedSearchPath } from '../../../common/saved';
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { MailMessage } from '../../providers/mail/mail.types';
import { renderMail } from '../mail/template';
import type { SavedSearchRow } from './saved.repository';

export interface AlertRecipient {
  email: string;
  firstName: string;
  /** The zone the recipient reads times in (theirs, else DEFAULT_TIME_ZONE). */
  timeZone: string;
}

export function alertMail(
  site: { siteName: string; publicUrl: string },
  to: AlertRecipient,
  search: Pick<SavedSearchRow, 'id' | 'name' | 'frequency'>,
  jobs: JobHit[],
  unsubscribeUrl: string,
  since: number,
): MailMessage {
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
  return renderMail({
    to: to.email,
    subject: `${count} for your saved search "${search.name}"`,
    siteName: site.siteName,
    heading: `${count} for "${search.name}"`,
    paragraphs: [
      `Hello ${to.firstName},`,
      `These jobs match your saved search and were posted since ${formatDateTimeInZone(since, to.timeZone)}:`,
    ],
    list: jobs.map((job) => ({
      title: job.title,
      detail: `${job.location} · ${job.employmentType} · ${job.salary}`,
      url: `${site.publicUrl}${jobPath(job.jobOrderId)}`,
    })),
    action: { label: 'See all matching jobs', url: `${site.publicUrl}${savedSearchPath(search.id)}` },
    footnote:
      `You receive this ${search.frequency} alert because you saved this search on ${site.siteName}. ` +
      `To stop these alerts, unsubscribe here (no sign-in needed): ${unsubscribeUrl}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
