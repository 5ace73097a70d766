/** The offline maps provider's distances and drive times read like a route planner's. */
import { driveMinutes, formatDuration, offlineMapsProvider } from './offline';

describe('Offline maps provider', () => {
  test('When a trip is longer, Then its average speed is higher (city, arterial, highway)', () => {
    expect(driveMinutes(0.3)).toBeCloseTo(1.6, 1);
    expect(driveMinutes(10)).toBeCloseTo(23, 5); // 10 mi at 30 mph + 3
    expect(driveMinutes(50)).toBeCloseTo(71, 5); // + 40 mi at 50 mph
    expect(driveMinutes(115)).toBeCloseTo(131, 5); // + 65 mi at 65 mph
    const mph = (miles: number) => miles / (driveMinutes(miles) / 60);
    expect(mph(20)).toBeLessThan(mph(100));
    expect(mph(100)).toBeLessThan(mph(900));
  });

  test('When the candidate lives in Chicago, Then Evanston is a short drive and Dallas a long day', async () => {
    const maps = offlineMapsProvider();
    const near = await maps.distance('60601', 'Evanston, IL 60201');
    expect(near).toEqual({ distance: '15 mi', duration: '29 mins' });
    const far = await maps.distance('60601', 'Dallas, TX');
    expect(far?.distance).toMatch(/^9\d\d mi$/);
    // Route planners give about 14 hours for the 925-mile drive; one average speed gave 24.
    expect(far?.duration).toMatch(/^1[45] hours( \d+ mins?)?$/);
    expect(await maps.distance('00000', 'Dallas, TX')).toBeNull();
    expect(formatDuration(61)).toBe('1 hour 1 min');
  });
});
