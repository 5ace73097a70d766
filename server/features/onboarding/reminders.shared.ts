/** What the reminder use cases share: their deps and the reminder mail (see reminders.ts). */
import dayjs from 'dayjs';
import { i18n } from '../../../common/i18n';
import type { ReminderKind } from '../../../common/onboarding';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { inReaderLanguage } from '../../lib/reader-language';
import { renderMail } from '../mail/template';

export interface RemindersDeps {
  db: Db;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}

/** A reminder to the candidate, in their language (sent by the scheduler or by staff). */
export function reminderMail(
  kind: ReminderKind | 'manual',
  to: { email: string; firstName: string; preferredLanguage: string | null },
  doc: { formTitle: string; dueAt: number | null },
  site: { siteName: string; publicUrl: string },
) {
  return inReaderLanguage(to.preferredLanguage, () => {
    const { formTitle } = doc;
    const due = doc.dueAt === null ? null : dayjs(doc.dueAt).format('MMM D, YYYY');
    const subject =
      due === null
        ? i18n._('Reminder: {formTitle} is waiting for you', { formTitle })
        : kind === 'after'
          ? i18n._('Overdue: {formTitle} was due {due}', { formTitle, due })
          : kind === 'due'
            ? i18n._('Due today: {formTitle}', { formTitle })
            : i18n._('Reminder: {formTitle} is due {due}', { formTitle, due });
    return renderMail({
      to: to.email,
      subject,
      siteName: site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
      paragraphs: [
        due === null
          ? i18n._(
              '{formTitle} is still waiting for you in your onboarding documents. Please complete it as soon as you can.',
              { formTitle },
            )
          : kind === 'after'
            ? i18n._('{formTitle} was due on {due} and is not complete yet. Please complete it as soon as you can.', {
                formTitle,
                due,
              })
            : i18n._('Please complete {formTitle} by {due}.', { formTitle, due }),
      ],
      action: { label: i18n._('Open your onboarding documents'), url: `${site.publicUrl}/onboarding` },
    });
  });
}
