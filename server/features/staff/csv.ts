/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a quote, comma or line break,
 * and cells that a spreadsheet would run as a formula (starting with = + - @, tab or carriage
 * return) prefixed with an apostrophe, as OWASP's CSV injection advice says.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A UTF-8 CSV document with a byte-order mark (so spreadsheets read accents right) and CRLF lines. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
