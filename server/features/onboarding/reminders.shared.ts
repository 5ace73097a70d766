/** What the reminder use cases share: their deps and the reminder mail (see reminders.ts). */
import dayjs from 'dayjs';
import type { ReminderKind } from '../../../common/onboarding';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { renderMail } from '../mail/template';

export interface RemindersDeps {
  db: Db;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}

export function reminderMail(
  kind: ReminderKind | 'manual',
  to: { email: string; firstName: string },
  doc: { formTitle: string; dueAt: number | null },
  site: { siteName: string; publicUrl: string },
) {
  const due = doc.dueAt === null ? null : dayjs(doc.dueAt).format('MMM D, YYYY');
  const subject =
    due === null
      ? `Reminder: ${doc.formTitle} is waiting for you`
      : kind === 'after'
        ? `Overdue: ${doc.formTitle} was due ${due}`
        : kind === 'due'
          ? `Due today: ${doc.formTitle}`
          : `Reminder: ${doc.formTitle} is due ${due}`;
  return renderMail({
    to: to.email,
    subject,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: [
      due === null
        ? `${doc.formTitle} is still waiting for you in your onboarding documents. Please complete it as soon as you can.`
        : kind === 'after'
          ? `${doc.formTitle} was due on ${due} and is not complete yet. Please complete it as soon as you can.`
          : `Please complete ${doc.formTitle} by ${due}.`,
    ],
    action: { label: 'Open your onboarding documents', url: `${site.publicUrl}/onboarding` },
  });
}
