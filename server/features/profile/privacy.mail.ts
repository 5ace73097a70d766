/**
 * The mail confirming an account's deletion: what went, what stays and why (common/privacy.ts),
 * in the language of the person who deleted it.
 */
import { i18n } from '../../../common/i18n';
import { RETENTION_RULE } from '../../../common/privacy';
import type { MailMessage } from '../../providers/mail/mail.types';
import { inOwnLanguage } from '../../lib/reader-language';
import { renderMail } from '../mail/template';

export function accountDeletedMail(
  site: { siteName: string; publicUrl: string },
  to: { email: string; firstName: string; preferredLanguage?: string | null },
): MailMessage {
  return inOwnLanguage(to.preferredLanguage, () =>
    renderMail({
      to: to.email,
      subject: i18n._('Your {siteName} account was deleted', { siteName: site.siteName }),
      siteName: site.siteName,
      heading: to.firstName ? i18n._('Hello {firstName},', { firstName: to.firstName }) : i18n._('Hello there,'),
      paragraphs: [i18n._('Your account was deleted, as you asked.'), RETENTION_RULE.deleted, RETENTION_RULE.kept],
      footnote: i18n._('If you did not ask for this, contact us at once through {contactUrl}.', {
        contactUrl: `${site.publicUrl}/contact`,
      }),
    }),
  );
}
