/**
 * The official Form I-9 edition about to lapse (docs/product.md §4.19): once the current edition is
 * within EDITION_NOTICE_DAYS days of its expiry, every staff member with the `i9` permission is
 * mailed once to upload the next one (the list of I-9s says so meanwhile). A conditional claim lets
 * one run of one instance send it.
 */
import { addCalendarDays } from '../../../common/business-days';
import { formatDate } from '../../../common/dates';
import { i18n } from '../../../common/i18n';
import { EDITION_NOTICE_DAYS } from '../../../common/i9-pdf';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import type { OverdueDeps } from './overdue';

/** Mails I-9 staff when the current edition is about to lapse; 1 when it did, else 0. */
export async function runEditionNotice(deps: OverdueDeps, today: string): Promise<number> {
  const { db, repo, clock, site } = deps;
  const current = await db
    .selectFrom('i9Template')
    .select(['id', 'edition', 'expiresOn', 'expiryNoticeAt'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!current || current.expiryNoticeAt !== null || current.expiresOn > addCalendarDays(today, EDITION_NOTICE_DAYS))
    return 0;
  const staff = await repo.staffWith('i9');
  const now = clock();
  const claimed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('i9Template')
      .set({ expiryNoticeAt: now })
      .where('id', '=', current.id)
      .where('expiryNoticeAt', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    for (const to of staff) {
      const mail = inReaderLanguage(to.preferredLanguage, () =>
        renderMail({
          to: to.email,
          subject: i18n._('Form I-9 edition {edition} expires on {date}', {
            edition: current.edition,
            date: formatDate(`${current.expiresOn}T12:00:00Z`),
          }),
          siteName: site.siteName,
          heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
          paragraphs: [
            i18n._(
              'The edition of the Form I-9 that new forms are made on, {edition}, expires on {date}. Upload the next edition from USCIS before then and check its mapping.',
              { edition: current.edition, date: formatDate(`${current.expiresOn}T12:00:00Z`) },
            ),
          ],
          action: { label: i18n._('Open the editions'), url: `${site.publicUrl}/admin/i9/templates` },
          footnote: i18n._('You receive this mail because you may complete Forms I-9 on {siteName}.', {
            siteName: site.siteName,
          }),
        }),
      );
      await enqueueMail(trx, mail, now);
    }
    return true;
  });
  return claimed ? 1 : 0;
}
