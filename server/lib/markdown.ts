/** Markdown written by staff (job descriptions, CMS pages) to HTML that is safe to store and show. */
import { marked } from 'marked';
import { sanitizeRichText } from './html';

/** Markdown to HTML; raw HTML in it is kept for the sanitizer to judge, like any other HTML. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

/** What a Markdown text is stored and previewed as: its HTML, sanitized. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeRichText(markdownToHtml(markdown));
}
