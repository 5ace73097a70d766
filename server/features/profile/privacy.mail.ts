/** The mail confirming an account's deletion: what went, what stays and why (common/privacy.ts). */
import { RETENTION_RULE } from '../../../common/privacy';
import type { MailMessage } from '../../providers/mail/mail.types';
import { renderMail } from '../mail/template';

export function accountDeletedMail(
  site: { siteName: string; publicUrl: string },
  to: { email: string; firstName: string },
): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Your ${site.siteName} account was deleted`,
    siteName: site.siteName,
    heading: `Hello ${to.firstName || 'there'},`,
    paragraphs: ['Your account was deleted, as you asked.', RETENTION_RULE.deleted, RETENTION_RULE.kept],
    footnote: `If you did not ask for this, contact us at once through ${site.publicUrl}/contact.`,
  });
}
