/**
 * Numbers as en-US writes them ("12,345", "$25.00"), without Intl: a page's first Intl number
 * format loads the locale's data, tens of milliseconds of a phone's main thread in the middle of
 * drawing the screen (the search's result count, the overview's hourly rate). Both sides use these.
 */

/** 1234567.5 with 2 digits -> "1,234,567.50"; the sign in front. */
export function groupDigits(n: number, fractionDigits = 0): string {
  const [whole = '0', fraction] = Math.abs(n).toFixed(fractionDigits).split('.');
  const sign = n < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A count: 12345 -> "12,345" (as `toLocaleString('en-US')` writes a whole number). */
export function formatCount(n: number): string {
  return groupDigits(Math.round(n));
}

/** US dollars with cents: 1234.5 -> "$1,234.50", -5 -> "-$5.00" (as Intl's USD currency style). */
export function formatDollars(n: number): string {
  const text = groupDigits(n, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
