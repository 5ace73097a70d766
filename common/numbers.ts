/**
 * Numbers in the reader's language ("12,345" and "$25.00" in en-US and es-US alike), written by
 * Intl, which the browser and Node carry: no bytes in the bundle. The language is the current one,
 * as for dates (common/dates.ts): the page's on the client, the request's or the mail recipient's
 * on the server. Both sides use these.
 */
import { i18n, LANGUAGE_TAGS } from './i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Intl's formatter for the current language and these options, made once and kept: making one
 * costs far more than using it (a search result page formats many numbers).
 */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = LANGUAGE_TAGS[i18n.locale];
  const key = `${tag} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 1234567.5 with 2 digits -> "1,234,567.50"; the sign in front, none on a value that rounds to zero. */
export function groupDigits(n: number, fractionDigits = 0): string {
  return numberFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    unsignedZero(n, fractionDigits),
  );
}

/** Intl writes "-0.00" for -0.001 (`signDisplay: 'negative'` is younger than our TypeScript lib). */
const unsignedZero = (n: number, fractionDigits: number) => (Number(n.toFixed(fractionDigits)) === 0 ? 0 : n);

/** A count: 12345 -> "12,345" (a fraction rounds as Math.round does). */
export function formatCount(n: number): string {
  return groupDigits(Math.round(n));
}

/** US dollars with cents: 1234.5 -> "$1,234.50", -5 -> "-$5.00". */
export function formatDollars(n: number): string {
  return numberFormat({ style: 'currency', currency: 'USD' }).format(unsignedZero(n, 2));
}
