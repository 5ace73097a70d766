/**
 * The receipt's follow-up notice (docs/product.md §4.19): RECEIPT_NOTICE_DAYS days before the
 * actual document is due (or later, if the follow-up opened closer to it), every staff member with
 * the `i9` permission is mailed once. Run with the overdue notices; a conditional claim in the
 * database lets one run of one instance send it.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../common/business-days';
import { formatDate } from '../../../common/dates';
import { i18n } from '../../../common/i18n';
import { RECEIPT_NOTICE_DAYS } from '../../../common/i9-receipts';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MailMessage } from '../../providers/mail/mail.types';
import { enqueueMail } from '../mail/outbox';
import { formsWithNames, type I9FormListRow, type I9Repository } from './i9.repository';

type Site = { siteName: string; publicUrl: string };
type Recipient = { email: string; firstName: string; preferredLanguage: string | null };
/** overdue.ts's mail to one I-9 staff member about one form (its subject and paragraph from `texts`). */
type StaffMail = (
  site: Site,
  form: I9FormListRow,
  to: Recipient,
  texts: (name: string) => { subject: string; paragraph: string },
) => MailMessage;

const BATCH = 100;

const receiptTexts = (form: I9FormListRow) => (name: string) => ({
  subject: i18n._('Form I-9 receipt follow-up due: {name}', { name }),
  paragraph: i18n._(
    'In Section 2 of the Form I-9 of {name}, a receipt stands for a lost, stolen or damaged document. The actual document is due by {date}, 90 days after the first day of work: examine it and record it on the form.',
    { name, date: formatDate(`${form.receiptDue}T12:00:00Z`) },
  ),
});

/** Tells I-9 staff, once per follow-up, of receipts due within RECEIPT_NOTICE_DAYS days; how many. */
export async function runReceiptNotices(
  deps: { repo: I9Repository; db: Kysely<Database>; clock: Clock; site: Site },
  today: string,
  staffMail: StaffMail,
): Promise<number> {
  const { repo, db, clock, site } = deps;
  const forms = await formsWithNames(db)
    .where('f.status', '=', 'complete')
    .where('f.receiptDue', '<=', addCalendarDays(today, RECEIPT_NOTICE_DAYS))
    .where('f.receiptNoticeAt', 'is', null)
    .orderBy('f.id')
    .limit(BATCH)
    .execute();
  const staff = forms.length ? await repo.staffWith('i9') : [];
  let sent = 0;
  for (const form of forms) {
    const now = clock();
    const claimed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('i9Form')
        .set({ receiptNoticeAt: now })
        .where('id', '=', form.id)
        .where('receiptDue', '=', form.receiptDue)
        .where('receiptNoticeAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      for (const s of staff) await enqueueMail(trx, staffMail(site, form, s, receiptTexts(form)), now);
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
