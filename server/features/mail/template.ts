/**
 * One simple, accessible layout for every mail: a heading, paragraphs (their web addresses are
 * links), a list of linked items and one action link.
 */
import { i18n, LANGUAGE_TAGS, TEXT_DIRECTIONS } from '../../../common/i18n';
import { type MailMessage, WEB_ADDRESS } from '../../providers/mail/mail.types';
import { escapeHtml } from '../../lib/html';
import { currentLocale } from '../../lib/i18n';

export interface MailContent {
  to: string;
  subject: string;
  siteName: string;
  heading: string;
  paragraphs: string[];
  /** Linked items after the paragraphs (the jobs of an alert, a job's card). */
  list?: { title: string; detail?: string; url: string }[];
  /** How many paragraphs come before the list (all of them when not given). */
  listAfter?: number;
  action?: { label: string; url: string };
  /** Small print under the action (why the mail was sent, expiry). */
  footnote?: string;
  headers?: Record<string, string>;
}

/** A paragraph's web addresses as links. */
function paragraphHtml(text: string): string {
  const linked = escapeHtml(text).replace(WEB_ADDRESS, (url) => `<a href="${url}" style="color:#0b5394">${url}</a>`);
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${linked}</p>`;
}

/** The brand a mail's header shows: the colour, and the logo by its absolute address. */
export interface MailBrand {
  colour: string | null;
  logo: { url: string; alt: string; width: number; height: number } | null;
}

const HEADER_START = '<!--mail-header-->';
const HEADER_END = '<!--/mail-header-->';
/** The logo's height in a mail header, in CSS pixels. */
const MAIL_LOGO_HEIGHT = 40;

/** The header at the top of every mail: the site's name in the brand's colour, under its logo. */
function mailHeader(siteName: string, brand: MailBrand | null): string {
  const colour = brand?.colour ?? '#0b5394';
  const logo = brand?.logo;
  const width = logo ? Math.max(1, Math.round((logo.width * MAIL_LOGO_HEIGHT) / logo.height)) : 0;
  return `${HEADER_START}<div style="margin:0 0 16px;border-top:4px solid ${colour};padding-top:12px">${
    logo
      ? `<img src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt)}" width="${width}" height="${MAIL_LOGO_HEIGHT}" style="display:block;margin:0 0 8px;border:0">`
      : ''
  }<p style="margin:0;font-size:14px;color:${colour};font-weight:bold">${escapeHtml(siteName)}</p></div>${HEADER_END}`;
}

/**
 * A mail's header drawn again with the brand as it is when the mail goes out (mails are written
 * with the built-in header when queued): an admin's change reaches every mail sent after it.
 */
export function brandMail(html: string, siteName: string, brand: MailBrand): string {
  const start = html.indexOf(HEADER_START);
  const end = html.indexOf(HEADER_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + mailHeader(siteName, brand) + html.slice(end + HEADER_END.length);
}

/**
 * The mail in the current language: its fixed words are translated and its html says which
 * language it is in. Callers compose a mail inside inLanguage (the reader's language).
 */
export function renderMail(content: MailContent): MailMessage {
  const { siteName, heading, paragraphs, action, footnote } = content;
  const list = content.list ?? [];
  const split = content.listAfter ?? paragraphs.length;
  const [before, after] = [paragraphs.slice(0, split), paragraphs.slice(split)];
  const text = [
    heading,
    '',
    ...before.flatMap((p) => [p, '']),
    ...list.flatMap((item) => [`- ${item.title}${item.detail ? ` (${item.detail})` : ''}`, `  ${item.url}`]),
    ...(list.length ? [''] : []),
    ...after.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `— ${siteName}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[currentLocale()]}" dir="${TEXT_DIRECTIONS[currentLocale()]}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
${mailHeader(siteName, null)}
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${before.map(paragraphHtml).join('\n')}
${
  list.length
    ? `<ul style="margin:0 0 16px;padding-inline-start:20px;font-size:16px;line-height:1.5">${list
        .map(
          (item) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#0b5394">${escapeHtml(item.title)}</a>${
              item.detail ? `<br><span style="font-size:14px;color:#52606d">${escapeHtml(item.detail)}</span>` : ''
            }</li>`,
        )
        .join('')}</ul>`
    : ''
}
${after.map(paragraphHtml).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(i18n._('If the button does not work, copy this address into your browser:'))}<br>${escapeHtml(action.url)}</p>`
    : ''
}
${footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#52606d">${escapeHtml(footnote)}</p>` : ''}
</td></tr></table></body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
