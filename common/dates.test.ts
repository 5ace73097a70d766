import { formatDate, parseDate } from './dates';

const dateTime = (value: Parameters<typeof parseDate>[0]) => parseDate(value)?.format('MMM D, YYYY h:mma') ?? '';

describe('docs/product.md §9 date formats', () => {
  test("'MMM D, YYYY'", () => {
    const d = new Date(2026, 0, 5, 14, 7);
    expect(formatDate(d)).toBe('Jan 5, 2026');
    expect(dateTime(d)).toBe('Jan 5, 2026 2:07pm');
  });

  test('an invalid date formats to an empty string', () => {
    expect(formatDate('not a date')).toBe('');
    expect(dateTime('2026-13-45T99:99')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(dateTime('2026-03-09T25:00')).toBe('');
    expect(formatDate('2026-02-30T10:00:00.000Z')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('nonsense'))).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('dates as the server sends them', () => {
  test('an ISO date without a zone is local; with a zone it is that instant', () => {
    expect(formatDate('2026-03-09')).toBe('Mar 9, 2026');
    expect(dateTime('2026-03-09T00:05:00')).toBe('Mar 9, 2026 12:05am');
    expect(dateTime('2026-03-09 12:30')).toBe('Mar 9, 2026 12:30pm');
    const instant = '2026-03-09T15:04:05.123Z';
    const local = new Date(instant);
    expect(formatDate(instant)).toBe(formatDate(local));
    expect(dateTime(Date.parse(instant))).toBe(dateTime(local));
  });
});
