import { formatDateTimeInZone, isTimeZone, zoneChoices, zoneLabel, zoneName } from './time-zones';

describe('times in a named zone', () => {
  test("docs/product.md §9's format in the zone, then the zone in words", () => {
    expect(formatDateTimeInZone('2026-11-29T15:31:00Z', 'America/Chicago')).toBe('Nov 29, 2026 9:31am Central Time');
    expect(formatDateTimeInZone('2026-07-04T17:05:00Z', 'America/Chicago')).toBe('Jul 4, 2026 12:05pm Central Time');
    expect(formatDateTimeInZone(Date.UTC(2026, 0, 5, 23, 59), 'UTC')).toBe(
      'Jan 5, 2026 11:59pm Coordinated Universal Time',
    );
  });

  test('an invalid date formats to an empty string', () => {
    expect(formatDateTimeInZone('nonsense', 'UTC')).toBe('');
    expect(formatDateTimeInZone(null, 'UTC')).toBe('');
  });

  test('a zone reads in words, in a list with its place; never as its IANA name', () => {
    expect(zoneName('America/New_York')).toBe('Eastern Time');
    expect(zoneLabel('America/Chicago')).toBe('Chicago (Central Time)');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires (Argentina Standard Time)');
    expect(zoneLabel('UTC')).toBe('Coordinated Universal Time');
    const choices = zoneChoices();
    expect(choices[0]).toEqual({ value: 'America/New_York', label: 'New York (Eastern Time)' });
    expect(choices.length).toBeGreaterThan(300);
    for (const { label } of choices) expect(label).not.toMatch(/\/|GMT[+-]/);
  });

  test('only names the platform knows are zones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '+05:00', '', 'EST', 42, null, 'A/'.repeat(40)])
      expect(isTimeZone(bad)).toBe(false);
  });
});
