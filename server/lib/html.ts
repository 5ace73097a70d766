/** HTML from editors and job feeds is sanitized once, before storage (docs/architecture.md §5). */
import sanitizeHtml from 'sanitize-html';
import { safeRedirectPath } from '../../common/redirect';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'img'), 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['id', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      // A same-site path goes through the redirect guard: `/\host` or `/%2e//host` would leave the site.
      const href = out.href?.trim();
      if (href && /^[\\/]/.test(href)) {
        const safe = safeRedirectPath(href, '');
        if (safe) out.href = safe;
        else delete out.href;
      }
      // Links that open a new window must not hand it our window object.
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Markup dropped, script and style contents with it. */
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * The words of HTML without markup (what full-text search indexes), read by the same parser as
 * the sanitizer: tags become spaces and entities their characters.
 */
export function htmlToText(html: string): string {
  // A space before each tag keeps the words of adjacent elements apart; the sanitizer's output
  // escapes only these three characters in text.
  return sanitizeHtml(html.replace(/</g, ' <'), TEXT_ONLY)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
