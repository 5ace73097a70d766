/**
 * Reminders to staff of countersignatures: one the business day before the employer's signature
 * is due, one once it is overdue. To the staff member who assigned the document (while they are
 * active staff), else to every active staff member. Each is sent once per due date, whichever
 * instance gets there first (document_reminder's unique key), in the transaction of its mail.
 */
import dayjs from 'dayjs';
import { DOCUMENT_STATUS } from '../../../common/documents';
import { i18n } from '../../../common/i18n';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';

const DAY = 86_400_000;
const BATCH = 200;
export type CountersignReminderKind = 'employer_due' | 'employer_late';

/** The reminder to a staff member, in their own language. */
function countersignMail(
  kind: CountersignReminderKind,
  to: { email: string; firstName: string; preferredLanguage: string | null },
  doc: { formTitle: string; candidateName: string; dueAt: number },
  site: { siteName: string; publicUrl: string },
) {
  return inReaderLanguage(to.preferredLanguage, () => {
    const due = dayjs(doc.dueAt).format('MMM D, YYYY');
    const { formTitle, candidateName } = doc;
    return renderMail({
      to: to.email,
      subject:
        kind === 'employer_late'
          ? i18n._('Overdue employer signature: {formTitle} ({candidateName})', { formTitle, candidateName })
          : i18n._('Employer signature due {due}: {formTitle} ({candidateName})', { due, formTitle, candidateName }),
      siteName: site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
      paragraphs: [
        kind === 'employer_late'
          ? i18n._(
              "{candidateName} signed {formTitle}; the employer's signature was due on {due} and is still missing.",
              { candidateName, formTitle, due },
            )
          : i18n._("{candidateName} signed {formTitle}; the employer's signature is due by {due}.", {
              candidateName,
              formTitle,
              due,
            }),
      ],
      action: { label: i18n._('Open the employer signatures'), url: `${site.publicUrl}/admin/documents/countersign` },
    });
  });
}

export function createCountersignReminders(deps: {
  db: Db;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
}) {
  const { db, clock, site } = deps;

  /** Who is reminded: the assigning staff member, or every active staff member. */
  async function recipients(
    assignedBy: number | null,
  ): Promise<{ email: string; firstName: string; preferredLanguage: string | null }[]> {
    const staff = db
      .selectFrom('userAccount')
      .select(['id', 'email', 'firstName', 'preferredLanguage'])
      .where('role', 'in', ['staff', 'admin'])
      .where('deletedAt', 'is', null)
      .where('deactivatedAt', 'is', null);
    if (assignedBy !== null) {
      const assigner = await staff.where('id', '=', assignedBy).executeTakeFirst();
      if (assigner) return [assigner];
    }
    return staff.orderBy('id').execute();
  }

  return {
    /** Sends what is due now; returns how many mails were written. */
    async runDue(): Promise<number> {
      const now = clock();
      const rows = await db
        .selectFrom('document')
        .innerJoin('userAccount', 'userAccount.id', 'document.userId')
        .select([
          'document.id',
          'document.formTitle',
          'document.employerDueAt',
          'document.assignedBy',
          'userAccount.firstName',
          'userAccount.lastName',
        ])
        .where('document.status', '=', DOCUMENT_STATUS.awaitingEmployer)
        .where('document.employerDueAt', 'is not', null)
        .where('document.employerDueAt', '<=', now + DAY)
        .where('document.cancelledAt', 'is', null)
        .where('document.isTest', '=', 0)
        .orderBy('document.employerDueAt')
        .limit(BATCH)
        .execute();
      let sent = 0;
      for (const row of rows) {
        const dueAt = Number(row.employerDueAt);
        const kind: CountersignReminderKind = dueAt <= now ? 'employer_late' : 'employer_due';
        const to = await recipients(row.assignedBy);
        const doc = { formTitle: row.formTitle, candidateName: `${row.firstName} ${row.lastName}`.trim(), dueAt };
        sent += await db.transaction().execute(async (trx) => {
          const open = await trx
            .selectFrom('document')
            .select('id')
            .where('id', '=', row.id)
            .where('status', '=', DOCUMENT_STATUS.awaitingEmployer)
            .executeTakeFirst();
          if (!open) return 0;
          const inserted = await trx
            .insertInto('documentReminder')
            .values({ documentId: row.id, kind, dueAt, sentAt: now })
            .onConflict((oc) => oc.columns(['documentId', 'kind', 'dueAt']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return 0;
          for (const person of to) await enqueueMail(trx, countersignMail(kind, person, doc, site), now);
          return to.length;
        });
      }
      return sent;
    },
  };
}
