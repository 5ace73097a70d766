/** The saved-search alert mail: the new jobs, a link to the whole search, and a one-click unsubscribe. */
import { i18n } from '../../../common/i18n';
import type { JobHit } from '../../../common/jobs';
import { jobPath, savedSearchPath } from '../../../common/saved';
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { MailMessage } from '../../providers/mail/mail.types';
import { inReaderLanguage } from '../../lib/reader-language';
import { renderMail } from '../mail/template';
import type { SavedSearchRow } from './saved.repository';

export interface AlertRecipient {
  email: string;
  firstName: string;
  /** The zone the recipient reads times in (theirs, else DEFAULT_TIME_ZONE). */
  timeZone: string;
  /** The language the recipient reads mail in (null: never chosen). */
  preferredLanguage: string | null;
}

export function alertMail(
  site: { siteName: string; publicUrl: string },
  to: AlertRecipient,
  search: Pick<SavedSearchRow, 'id' | 'name' | 'frequency'>,
  jobs: JobHit[],
  unsubscribeUrl: string,
  since: number,
): MailMessage {
  // Sent by a scheduler: in the language the recipient chose.
  return inReaderLanguage(to.preferredLanguage, () => {
    const count = jobs.length;
    const name = search.name;
    return renderMail({
      to: to.email,
      subject: i18n._('{count, plural, one {# new job} other {# new jobs}} for your saved search "{name}"', {
        count,
        name,
      }),
      siteName: site.siteName,
      heading: i18n._('{count, plural, one {# new job} other {# new jobs}} for "{name}"', { count, name }),
      paragraphs: [
        i18n._('Hello {firstName},', { firstName: to.firstName }),
        i18n._('These jobs match your saved search and were posted since {since}:', {
          since: formatDateTimeInZone(since, to.timeZone),
        }),
      ],
      list: jobs.map((job) => ({
        title: job.title,
        detail: `${job.location} · ${job.employmentType} · ${job.salary}`,
        url: `${site.publicUrl}${jobPath(job.jobOrderId)}`,
      })),
      action: { label: i18n._('See all matching jobs'), url: `${site.publicUrl}${savedSearchPath(search.id)}` },
      footnote: i18n._(
        'You receive this {frequency, select, daily {daily} weekly {weekly} other {{frequency}}} alert because you saved this search on {siteName}. To stop these alerts, unsubscribe here (no sign-in needed): {unsubscribeUrl}',
        { frequency: search.frequency, siteName: site.siteName, unsubscribeUrl },
      ),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
}
