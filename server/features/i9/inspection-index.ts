/**
 * The index of an inspection export (docs/product.md §4.19): every form of the archive by name,
 * with its first day of work, state, retention date and file, as a PDF to read and a CSV for a
 * spreadsheet. Written a few hundred rows at a time, so a long index never holds the event loop.
 */
import { formatDate } from '../../../common/dates';
import { LANGUAGE_TAGS, i18n } from '../../../common/i18n';
import { currentLanguage } from '../../lib/i18n';
import type { RecordPdf } from '../../untrusted/record-pdf';

/** One form as the index lists it. */
export interface IndexEntry {
  fileName: string;
  /** "Rivera, Casey J." */
  filing: string;
  startDate: string;
  status: string;
  /** The retention date (YYYY-MM-DD), or null while employment goes on. */
  retentionUntil: string | null;
}

/** Lets the event loop answer others between the pieces of a long piece of work. */
export const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items` mapped by `fn`, with a breather every `every` items. */
export async function mapInPieces<T, R>(items: readonly T[], fn: (item: T) => R, every: number): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) {
    if (i > 0 && i % every === 0) await breather();
    out.push(fn(item));
  }
  return out;
}

/** The index's retention date of a form whose employment goes on. */
const whileEmployed = () => i18n._('While employed');

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function inspectionIndex(
  entries: readonly IndexEntry[],
  made: { at: number; by: string; siteName: string; range: { from: string | null; to: string | null } },
): Promise<{ pdf: RecordPdf; csv: string }> {
  const { from, to } = made.range;
  const rangeText =
    from || to
      ? i18n._('First days of work from {from} to {to}', {
          from: from ? formatDate(from) : '…',
          to: to ? formatDate(to) : '…',
        })
      : i18n._('Every Form I-9 kept');
  const columns = [i18n._('Name'), i18n._('First day of work'), i18n._('State'), i18n._('Kept until'), i18n._('File')];
  const rows = await mapInPieces(
    entries,
    (e) => [
      e.filing,
      formatDate(e.startDate),
      e.status,
      e.retentionUntil ? formatDate(e.retentionUntil) : whileEmployed(),
      e.fileName,
    ],
    200,
  );
  const pdf: RecordPdf = {
    language: LANGUAGE_TAGS[currentLanguage()],
    title: i18n._('Forms I-9: index of the inspection copies'),
    subtitle: i18n._('{range}; {count} forms, made on {when} by {who} ({site}).', {
      range: rangeText,
      count: entries.length.toLocaleString('en-US'),
      when: formatDate(new Date(made.at)),
      who: made.by,
      site: made.siteName,
    }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          'Kept until: the date after which the form may be destroyed. While employed: the end of employment is not recorded yet; the form is then kept until 3 years after the first day of work or 1 year after employment ends, whichever is later.',
        ),
      },
      {
        kind: 'table',
        columns: [
          { header: columns[0]!, width: 25 },
          { header: columns[1]!, width: 14 },
          { header: columns[2]!, width: 14 },
          { header: columns[3]!, width: 15 },
          { header: columns[4]!, width: 32 },
        ],
        rows,
      },
    ],
    footer: i18n._('Index. Page {page} of {pages}', { page: '{page}', pages: '{pages}' }),
    producer: made.siteName,
    createdAt: made.at,
  };
  // The CSV keeps dates as YYYY-MM-DD: a spreadsheet sorts them.
  const lines = await mapInPieces(
    [
      columns,
      ...entries.map((e) => [e.filing, e.startDate, e.status, e.retentionUntil ?? whileEmployed(), e.fileName]),
    ],
    (row) => row.map(csvCell).join(','),
    500,
  );
  return { pdf, csv: `\ufeff${lines.join('\r\n')}\r\n` };
}
