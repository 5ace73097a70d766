/**
 * Small-cell suppression of the aggregate report. Counts of 1 to 4 are hidden ("fewer than 5").
 * Each question's counts add up to the number of answers, which the report shows, so a hidden
 * count could be worked out from the total and the others: more counts are hidden ("suppressed",
 * smallest first) until no hidden count can be told from what is shown (with the total known,
 * a count is told when only one value fits it: 1 to 4 for "fewer than 5", 5 or more for the others).
 */
import { type ReportCell, SMALL_CELL_LIMIT } from '../../../common/self-id';

type Hidden = 'fewer than 5' | 'suppressed' | null;

/** Whether some hidden count is the only value that fits the known sum of the hidden counts. */
function derivable(counts: number[], hidden: Hidden[]): boolean {
  const idx = hidden.flatMap((h, i) => (h ? [i] : []));
  if (idx.length === 0) return false;
  const sum = idx.reduce((s, i) => s + counts[i]!, 0);
  // What a reader knows of each hidden count from its label.
  const range = (i: number): [number, number] =>
    hidden[i] === 'fewer than 5' ? [1, SMALL_CELL_LIMIT - 1] : [SMALL_CELL_LIMIT, Number.POSITIVE_INFINITY];
  return idx.some((i) => {
    const others = idx.filter((j) => j !== i);
    const lowOthers = others.reduce((s, j) => s + range(j)[0], 0);
    const highOthers = others.reduce((s, j) => s + range(j)[1], 0);
    const [lo, hi] = range(i);
    return Math.max(lo, sum - highOthers) === Math.min(hi, sum - lowOthers);
  });
}

/** The cells of one set of counts that add up to a shown total. */
export function suppressCells(counts: number[]): ReportCell[] {
  const hidden: Hidden[] = counts.map((c) => (c >= 1 && c < SMALL_CELL_LIMIT ? 'fewer than 5' : null));
  while (derivable(counts, hidden)) {
    let next = -1;
    counts.forEach((c, i) => {
      if (!hidden[i] && c > 0 && (next < 0 || c < counts[next]!)) next = i;
    });
    if (next >= 0) {
      hidden[next] = 'suppressed';
      continue;
    }
    // Every count above zero is hidden and one still shows (e.g. 1 and 5 of 6): the zeros are
    // hidden too, so any split of the total fits.
    counts.forEach((_, i) => (hidden[i] ??= 'suppressed'));
    break;
  }
  return counts.map((count, i) => (hidden[i] ? { hidden: hidden[i] } : { count }));
}

/** A lone count (a total): hidden when 1 to 4. */
export function cellOf(count: number): ReportCell {
  return count >= 1 && count < SMALL_CELL_LIMIT ? { hidden: 'fewer than 5' } : { count };
}
