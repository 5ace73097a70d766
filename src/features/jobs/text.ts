import { DESCRIPTION_PREVIEW_LENGTH } from '../../../common/jobs';
import { truncate } from '../../lib/format';

/** Stands where a block ended, until the text is joined: never in a description's own text. */
const MARK = '\u0001';
/** Any block tag, opening or closing, parts words: "Pay</td><td>$50" reads "Pay $50". */
const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|br|div|tr|td|th|table|blockquote|pre|dt|dd)\b[^>]*>/gi;
const ENDS = [
  // A heading introduces what follows; a list item runs on to the next; a list or paragraph ends.
  [/<\/h[1-6]\s*>/gi, 'H'],
  [/<\/li\s*>/gi, 'L'],
  [/<\/(?:ul|ol|p|div|tr|table|blockquote|pre)\s*>|<br\s*\/?>/gi, 'E'],
] as const;
const MARK_RUN = new RegExp(`\\s*(?:${MARK}[HLE]\\s*)+`, 'g');

/**
 * Joins the marked text of a description's blocks into sentences: "What you will do: Design
 * bridges; Review plans. What you bring: …" rather than "What you will do Design bridges Review
 * plans What you bring …". Punctuation already there is kept.
 */
export function joinBlocks(marked: string): string {
  return marked
    .replace(MARK_RUN, (run, offset: number, whole: string) => {
      const before = whole.slice(0, offset).trimEnd();
      if (before === '' || offset + run.length === whole.length) return ' ';
      const sep = run.includes('E') ? '.' : run.includes('H') ? ':' : ';';
      return /[.!?:;,]$/.test(before) ? ' ' : `${sep} `;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The entities the sanitizer writes into text (it decodes every other one). */
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return NAMED[name.toLowerCase()] ?? entity;
  const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The plain text of sanitized description HTML (never inserted into the page as HTML). Stored
 * descriptions went through the sanitizer (server/lib/html.ts): no comment, no script, no `>`
 * inside a tag, so dropping the tags is exact, as the browser's textContent is. No DOMParser: one
 * per card was 43-63 ms of the task that draws the first results on a phone (docs/BENCHMARKS.md).
 */
function htmlText(html: string): string {
  return joinBlocks(
    markBlocks(html)
      .replace(/<[^>]*>/g, '')
      .replace(ENTITY, decodeEntity),
  );
}

/** The HTML with a space at every block tag and a mark after every block end, for `joinBlocks`. */
function markBlocks(html: string): string {
  let marked = html.replaceAll(MARK, '').replace(BLOCK_TAG, ' $&');
  for (const [end, kind] of ENDS) marked = marked.replace(end, `$&${MARK}${kind}`);
  return marked;
}

/** Previews by description: the result list re-renders on every keystroke in the search form. */
const previews = new Map<string, string>();
const PREVIEW_CACHE = 500;

/** docs/product.md §9: a job description preview is 400 characters. */
export function descriptionPreview(html: string): string {
  let preview = previews.get(html);
  if (preview === undefined) {
    if (previews.size >= PREVIEW_CACHE) previews.clear();
    preview = truncate(htmlText(html), DESCRIPTION_PREVIEW_LENGTH);
    previews.set(html, preview);
  }
  return preview;
}
