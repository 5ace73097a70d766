import { DESCRIPTION_PREVIEW_LENGTH } from '../../../common/jobs';
import { truncate } from '../../lib/format';

/** The plain text of sanitized description HTML (never inserted into the page as HTML). */
export function htmlText(html: string): string {
  // Block boundaries become spaces so "…contract.</p><h3>What" does not read "contract.What".
  const spaced = html.replace(/<\/?(p|h[1-6]|li|ul|ol|br|div|tr|td)\b[^>]*>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** SPEC §9: a job description preview is 400 characters. */
export function descriptionPreview(html: string): string {
  return truncate(htmlText(html), DESCRIPTION_PREVIEW_LENGTH);
}
