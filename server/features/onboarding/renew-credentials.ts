/**
 * An approved credential is requested again RENEWAL_DAYS before it expires: a new document
 * pointing at the expiring one, claimed by a document_reminder row (kind `renewal`, keyed by the
 * expiry) so that exactly one instance creates it and its mail.
 */
import dayjs from 'dayjs';
import { DOCUMENT_STATUS } from '../../../common/documents';
import { RENEWAL_DAYS } from '../../../common/credentials';
import { i18n } from '../../../common/i18n';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import type { CredentialsDeps } from './credentials.shared';

const DAY = 86_400_000;
const RENEWAL = 'renewal';
/** Credentials looked at per run; the next run takes the rest. */
const BATCH = 200;

/** The renewal request, in the candidate's language (the scheduler sends it). */
function renewalMail(
  to: { email: string; firstName: string; preferredLanguage: string | null },
  doc: { formTitle: string; expiresAt: number },
  site: { siteName: string; publicUrl: string },
) {
  return inReaderLanguage(to.preferredLanguage, () => {
    const expires = dayjs(doc.expiresAt).format('MMM D, YYYY');
    const { formTitle } = doc;
    return renderMail({
      to: to.email,
      subject: i18n._('Please renew: {formTitle} expires {expires}', { formTitle, expires }),
      siteName: site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
      paragraphs: [
        i18n._(
          'Your {formTitle} on file expires on {expires}. Please upload the renewed one, with its number and new expiry date, by then.',
          { formTitle, expires },
        ),
      ],
      action: { label: i18n._('Open your onboarding documents'), url: `${site.publicUrl}/onboarding` },
    });
  });
}

/**
 * One run: each approved credential expiring within RENEWAL_DAYS gets a new request due on its
 * expiry and one mail. The claim row, the new document and the mail are one transaction.
 */
export async function runRenewals(deps: CredentialsDeps): Promise<number> {
  const { db, documents, clock, site } = deps;
  const now = clock();
  const rows = await db
    .selectFrom('document')
    .innerJoin('userAccount', 'userAccount.id', 'document.userId')
    .select([
      'document.id',
      'document.userId',
      'document.templateId',
      'document.formTitle',
      'document.credentialExpiresAt',
      'userAccount.email',
      'userAccount.firstName',
      'userAccount.preferredLanguage',
    ])
    .where('document.kind', '=', 'credential')
    .where('document.status', '=', DOCUMENT_STATUS.completed)
    .where('document.credentialExpiresAt', 'is not', null)
    .where('document.credentialExpiresAt', '<=', now + RENEWAL_DAYS * DAY)
    .where('document.templateId', 'is not', null)
    .where('document.cancelledAt', 'is', null)
    .where('document.isTest', '=', 0)
    .where('userAccount.deletedAt', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documentReminder')
            .select('documentReminder.id')
            .whereRef('documentReminder.documentId', '=', 'document.id')
            .where('documentReminder.kind', '=', RENEWAL),
        ),
      ),
    )
    .orderBy('document.credentialExpiresAt')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of rows) {
    const expiresAt = Number(row.credentialExpiresAt);
    const created = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('documentReminder')
        .values({ documentId: row.id, kind: RENEWAL, dueAt: expiresAt, sentAt: now })
        .onConflict((oc) => oc.columns(['documentId', 'kind', 'dueAt']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return null;
      // Asked for again already (staff assigned it): the claim stays, nothing is doubled.
      if ((await deps.openAssignments([row.userId], [row.templateId!], trx)).length > 0) return null;
      // Due the day it expires, or tomorrow when that is already past.
      const dueAt = Math.max(expiresAt, now + DAY);
      const renewal = await documents.assign(
        { userId: row.userId, templateId: row.templateId!, dueAt, assignedBy: null, renewalOf: row.id },
        trx,
      );
      await enqueueMail(trx, renewalMail(row, { formTitle: row.formTitle, expiresAt }, site), now);
      return renewal;
    });
    if (!created) continue;
    await documents.candidateEvent(
      row,
      null,
      'credential.renewal_requested',
      { ip: '', userAgent: '' },
      {
        renewalId: created.id,
        expiresAt,
      },
    );
    sent += 1;
  }
  if (sent > 0) deps.mailQueued();
  return sent;
}
