import { DISPLAY_TIME_ZONE, formatDateTimeInZone } from './time-zones';

describe('times in a named zone', () => {
  test("SPEC §9's format in the zone, then the zone in words", () => {
    expect(formatDateTimeInZone('2026-11-29T15:31:00Z', 'America/Chicago')).toBe('Nov 29, 2026 9:31am Central Time');
    expect(formatDateTimeInZone('2026-07-04T17:05:00Z', 'America/Chicago')).toBe('Jul 4, 2026 12:05pm Central Time');
    expect(formatDateTimeInZone('2026-11-29T00:07:00Z', DISPLAY_TIME_ZONE)).toBe(
      'Nov 29, 2026 12:07am Coordinated Universal Time',
    );
    expect(formatDateTimeInZone(Date.UTC(2026, 0, 5, 23, 59), 'UTC')).toBe(
      'Jan 5, 2026 11:59pm Coordinated Universal Time',
    );
  });

  test('an invalid date formats to an empty string', () => {
    expect(formatDateTimeInZone('nonsense', 'UTC')).toBe('');
    expect(formatDateTimeInZone(null, 'UTC')).toBe('');
  });
});
