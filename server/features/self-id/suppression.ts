/**
 * Small-cell suppression of one table of the report (statistical disclosure control by threshold
 * and complementary suppression). Primary: every count under 5 is hidden, 0 included, so a hidden
 * cell never tells whether anyone is in it. Complementary: a table's counts add up to the number of
 * applications, which the reader knows, so the hidden counts' sum is known too; while one hidden
 * count could be worked out from it (it is hidden alone, or the hidden counts add up to 0), the
 * smallest shown count is hidden as well. Every hidden cell looks the same, so a reader cannot
 * bound the complementary ones at 5 or more and pin a hidden 0 beside an exact 5.
 */
import { type ReportCell, SMALL_CELL_LIMIT } from '../../../common/self-id';

/** The cells of one set of counts that add up to a known total. */
export function suppressCells(counts: number[]): ReportCell[] {
  const hidden = counts.map((c) => c < SMALL_CELL_LIMIT);
  const told = () => {
    const idx = counts.flatMap((_, i) => (hidden[i] ? [i] : []));
    return idx.length === 1 || (idx.length > 1 && idx.every((i) => counts[i] === 0));
  };
  while (told()) {
    let next = -1;
    counts.forEach((c, i) => {
      if (!hidden[i] && (next < 0 || c < counts[next]!)) next = i;
    });
    if (next < 0) break; // every cell is hidden: nothing is told but the total
    hidden[next] = true;
  }
  return counts.map((count, i) => (hidden[i] ? { hidden: true } : { count }));
}
