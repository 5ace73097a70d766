/** The account mails. Every link is built from PUBLIC_URL, never from the request's Host. */
import { i18n } from '../../../common/i18n';
import { renderMail } from '../mail/template';
import type { MailMessage } from '../../providers/mail/mail.types';

interface Site {
  siteName: string;
  publicUrl: string;
}

export function confirmationMail(
  site: Site,
  to: { email: string; firstName: string },
  token: string,
  returnTo = '',
): MailMessage {
  // r: the page the candidate registered from, where signing in after confirming leads.
  const back = returnTo === '' ? '' : `&r=${encodeURIComponent(returnTo)}`;
  const url = `${site.publicUrl}/register/confirm?token=${encodeURIComponent(token)}${back}`;
  return renderMail({
    to: to.email,
    subject: i18n._('Confirm your email address for {siteName}', { siteName: site.siteName }),
    siteName: site.siteName,
    heading: i18n._('Welcome, {firstName}!', { firstName: to.firstName }),
    paragraphs: [i18n._('Please confirm your email address to finish creating your account.')],
    action: { label: i18n._('Confirm my email address'), url },
    footnote: i18n._('This link expires in 48 hours. If you did not create an account, you can ignore this email.'),
  });
}

export function accountExistsMail(site: Site, to: { email: string; firstName: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: i18n._('Someone tried to register with your email at {siteName}', { siteName: site.siteName }),
    siteName: site.siteName,
    heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
    paragraphs: [
      i18n._('Someone tried to create a new account with this email address, but you already have one.'),
      i18n._('If it was you, log in, or reset your password if you have forgotten it.'),
    ],
    action: { label: i18n._('Reset my password'), url: `${site.publicUrl}/account/request-reset` },
    footnote: i18n._('If it was not you, you can ignore this email; your account has not changed.'),
  });
}

/** The page where a password-reset token sets a password (a reset, or an invitee's first one). */
export function passwordLink(site: Site, token: string): string {
  return `${site.publicUrl}/account/reset?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(site: Site, to: { email: string; firstName: string }, token: string): MailMessage {
  const url = passwordLink(site, token);
  return renderMail({
    to: to.email,
    subject: i18n._('Reset your {siteName} password', { siteName: site.siteName }),
    siteName: site.siteName,
    heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
    paragraphs: [i18n._('We received a request to reset the password of your account.')],
    action: { label: i18n._('Choose a new password'), url },
    footnote: i18n._(
      'This link expires in 1 hour and works once. If you did not ask for it, you can ignore this email.',
    ),
  });
}

export function passwordChangedMail(site: Site, to: { email: string; firstName: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: i18n._('Your {siteName} password was changed', { siteName: site.siteName }),
    siteName: site.siteName,
    heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
    paragraphs: [
      i18n._('The password of your account was just changed, and every other session was signed out.'),
      i18n._('If you did not do this, reset your password now and contact support.'),
    ],
    action: { label: i18n._('Reset my password'), url: `${site.publicUrl}/account/request-reset` },
  });
}

/** A staff invitation: the link is a password-reset token that lives longer (STAFF_INVITE_TTL_MS). */
export function staffInviteMail(site: Site, to: { email: string; firstName: string }, token: string): MailMessage {
  const url = passwordLink(site, token);
  return renderMail({
    to: to.email,
    subject: i18n._('You are invited to the {siteName} staff console', { siteName: site.siteName }),
    siteName: site.siteName,
    heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
    paragraphs: [
      i18n._('An administrator invited you to manage jobs, candidates and content at {siteName}.', {
        siteName: site.siteName,
      }),
      i18n._('Choose your password to activate your account, then log in and open the staff console.'),
    ],
    action: { label: i18n._('Choose my password'), url },
    footnote: i18n._(
      'This link expires in 72 hours and works once. If you did not expect it, you can ignore this email.',
    ),
  });
}
