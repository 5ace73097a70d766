/** Small-cell suppression: no hidden count can be worked out from the shown counts and their total. */
import { cellOf, suppressCells } from './suppression';

const F = { hidden: 'fewer than 5' };
const S = { hidden: 'suppressed' };

describe('suppressCells', () => {
  test('When every count is 0 or 5 and more, Then all are shown', () => {
    expect(suppressCells([0, 5, 12, 0])).toEqual([{ count: 0 }, { count: 5 }, { count: 12 }, { count: 0 }]);
  });

  test('When one count is 1 to 4, Then it is hidden and so is the next smallest count', () => {
    expect(suppressCells([2, 6, 0, 30])).toEqual([F, S, { count: 0 }, { count: 30 }]);
  });

  test('When two small counts could only be 1 and 1 (or 4 and 4) given their sum, Then another count is hidden', () => {
    expect(suppressCells([1, 1, 9, 20])).toEqual([F, F, S, { count: 20 }]);
  });

  test('When a small count and the one hidden beside it have one split only (1 and 5 of 6), Then every count is hidden', () => {
    expect(suppressCells([1, 5, 0, 0])).toEqual([F, S, S, S]);
  });

  test('When two small counts leave room for several splits, Then nothing else is hidden', () => {
    expect(suppressCells([2, 3, 0, 40])).toEqual([F, F, { count: 0 }, { count: 40 }]);
  });

  test('When a total is 1 to 4, Then it is hidden; 0 and 5 are shown', () => {
    expect([0, 1, 4, 5].map(cellOf)).toEqual([{ count: 0 }, F, F, { count: 5 }]);
  });
});
