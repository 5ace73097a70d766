/** The account mails. Every link is built from PUBLIC_URL, never from the request's Host. */
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
    subject: `Confirm your email address for ${site.siteName}`,
    siteName: site.siteName,
    heading: `Welcome, ${to.firstName}!`,
    paragraphs: ['Please confirm your email address to finish creating your account.'],
    action: { label: 'Confirm my email address', url },
    footnote: 'This link expires in 48 hours. If you did not create an account, you can ignore this email.',
  });
}

export function accountExistsMail(site: Site, to: { email: string; firstName: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Someone tried to register with your email at ${site.siteName}`,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: [
      'Someone tried to create a new account with this email address, but you already have one.',
      'If it was you, log in, or reset your password if you have forgotten it.',
    ],
    action: { label: 'Reset my password', url: `${site.publicUrl}/account/request-reset` },
    footnote: 'If it was not you, you can ignore this email; your account has not changed.',
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
    subject: `Reset your ${site.siteName} password`,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: ['We received a request to reset the password of your account.'],
    action: { label: 'Choose a new password', url },
    footnote: 'This link expires in 1 hour and works once. If you did not ask for it, you can ignore this email.',
  });
}

export function passwordChangedMail(site: Site, to: { email: string; firstName: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Your ${site.siteName} password was changed`,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: [
      'The password of your account was just changed, and every other session was signed out.',
      'If you did not do this, reset your password now and contact support.',
    ],
    action: { label: 'Reset my password', url: `${site.publicUrl}/account/request-reset` },
  });
}

/** A staff invitation: the link is a password-reset token that lives longer (STAFF_INVITE_TTL_MS). */
export function staffInviteMail(site: Site, to: { email: string; firstName: string }, token: string): MailMessage {
  const url = passwordLink(site, token);
  return renderMail({
    to: to.email,
    subject: `You are invited to the ${site.siteName} staff console`,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: [
      `An administrator invited you to manage jobs, candidates and content at ${site.siteName}.`,
      'Choose your password to activate your account, then log in and open the staff console.',
    ],
    action: { label: 'Choose my password', url },
    footnote: 'This link expires in 72 hours and works once. If you did not expect it, you can ignore this email.',
  });
}
