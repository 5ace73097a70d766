/**
 * Small-cell suppression: every count under 5 is hidden, 0 included, behind one marker; no hidden
 * count can be worked out from the shown counts and their total (the number of applications).
 */
import fc from 'fast-check';
import { suppressCells } from './suppression';

const H = { hidden: true };

/**
 * What a reader can work out of one hidden cell: every split of the hidden total over the hidden
 * cells (each 0 or more) that leaves at least one of them under 5, found by brute force.
 */
function valuesOf(hiddenTotal: number, hiddenCells: number, cell: number): Set<number> {
  const seen = new Set<number>();
  const walk = (left: number, at: number, split: number[]) => {
    if (at === hiddenCells - 1) {
      const full = [...split, left];
      if (full.some((v) => v < 5)) seen.add(full[cell]!);
      return;
    }
    for (let v = 0; v <= left; v += 1) walk(left - v, at + 1, [...split, v]);
  };
  walk(hiddenTotal, 0, []);
  return seen;
}

describe('suppressCells', () => {
  test('When every count is 5 and more, Then all are shown', () => {
    expect(suppressCells([5, 12, 7])).toEqual([{ count: 5 }, { count: 12 }, { count: 7 }]);
  });

  test('When counts are 0 and 1 to 4, Then they look the same: one marker for both', () => {
    const zero = suppressCells([0, 3, 9, 20]);
    const one = suppressCells([1, 2, 9, 20]);
    expect(zero).toEqual([H, H, { count: 9 }, { count: 20 }]);
    expect(JSON.stringify(zero)).toBe(JSON.stringify(one));
  });

  test('When one count alone is hidden, Then the smallest shown count is hidden with it (the total would give it away)', () => {
    expect(suppressCells([0, 6, 9, 20])).toEqual([H, H, { count: 9 }, { count: 20 }]);
    expect(suppressCells([7, 2, 5])).toEqual([{ count: 7 }, H, H]);
  });

  test('When the hidden counts add up to 0 (each is known to be 0), Then the smallest shown count is hidden too', () => {
    expect(suppressCells([0, 0, 5, 15])).toEqual([H, H, H, { count: 15 }]);
  });

  test('For any counts, Then every count under 5 is hidden and no hidden count has one value that fits the total and the shown counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 5 }), (counts) => {
        const total = counts.reduce((s, c) => s + c, 0);
        fc.pre(total >= 5);
        const cells = suppressCells(counts);
        const hidden = cells.flatMap((c, i) => ('hidden' in c ? [i] : []));
        counts.forEach((c, i) => {
          if (c < 5) expect(cells[i]).toEqual(H);
          else if (!hidden.includes(i)) expect(cells[i]).toEqual({ count: c });
        });
        const shown = cells.reduce((s, c) => s + ('count' in c ? c.count : 0), 0);
        hidden.forEach((_, at) => expect(valuesOf(total - shown, hidden.length, at).size).toBeGreaterThan(1));
      }),
      { numRuns: 400 },
    );
  });
});
