import { DESCRIPTION_PREVIEW_LENGTH } from '../../../common/jobs';
import { truncate } from '../../lib/format';

/** Stands where a block ended, until the text is joined: never in a description's own text. */
const MARK = '\u0001';
const ENDS = [
  // A heading introduces what follows; a list item runs on to the next; a list or paragraph ends.
  [/<\/h[1-6]\s*>/gi, 'H'],
  [/<\/li\s*>/gi, 'L'],
  [/<\/(?:ul|ol|p|div|tr|table)\s*>|<br\s*\/?>/gi, 'E'],
] as const;

/**
 * Joins the marked text of a description's blocks into sentences: "What you will do: Design
 * bridges; Review plans. What you bring: …" rather than "What you will do Design bridges Review
 * plans What you bring …". Punctuation already there is kept.
 */
export function joinBlocks(marked: string): string {
  return marked
    .replace(new RegExp(`\\s*(?:${MARK}[HLE]\\s*)+`, 'g'), (run, offset: number, whole: string) => {
      const before = whole.slice(0, offset).trimEnd();
      if (before === '' || offset + run.length === whole.length) return ' ';
      const sep = run.includes('E') ? '.' : run.includes('H') ? ':' : ';';
      return /[.!?:;,]$/.test(before) ? ' ' : `${sep} `;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The plain text of sanitized description HTML (never inserted into the page as HTML). */
export function htmlText(html: string): string {
  let marked = html.replaceAll(MARK, '');
  for (const [end, kind] of ENDS) marked = marked.replace(end, `$&${MARK}${kind}`);
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  return joinBlocks(doc.body.textContent ?? '');
}

/** SPEC §9: a job description preview is 400 characters. */
export function descriptionPreview(html: string): string {
  return truncate(htmlText(html), DESCRIPTION_PREVIEW_LENGTH);
}
