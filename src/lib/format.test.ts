import { formatDate, formatDateTime } from './format';

describe('SPEC §9 date formats', () => {
  test("'MMM D, YYYY' and 'MMM D, YYYY h:mma'", () => {
    const d = new Date(2026, 0, 5, 14, 7);
    expect(formatDate(d)).toBe('Jan 5, 2026');
    expect(formatDateTime(d)).toBe('Jan 5, 2026 2:07pm');
  });

  test('an invalid date formats to an empty string', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2026-13-45T99:99')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});
