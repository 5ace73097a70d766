/**
 * The offline maps provider (the default): ZIP centroids from the bundled dataset, great-circle
 * miles times a road factor, and a drive time estimated from an average speed.
 */
import { greatCircleMiles } from './geo';
import type { MapsProvider } from './maps.types';
import { findPlace, placeByZip } from './us-places';

/** Roads are rarely straight: a typical detour factor for US road networks. */
const ROAD_FACTOR = 1.2;
/**
 * A trip's speed grows with its length: city streets first, then arterials, then highways (one
 * average speed made a 20-mile commute too quick or Chicago to Dallas a 24-hour drive).
 * [road miles up to, miles per hour] for each stretch.
 */
const STRETCHES: [number, number][] = [
  [10, 30],
  [50, 50],
  [Infinity, 65],
];
/** Getting in, parking and the last block. */
const START_MINUTES = 3;

export function driveMinutes(roadMiles: number): number {
  let minutes = roadMiles > 0.5 ? START_MINUTES : 1;
  let from = 0;
  for (const [to, mph] of STRETCHES) {
    if (roadMiles <= from) break;
    minutes += ((Math.min(roadMiles, to) - from) / mph) * 60;
    from = to;
  }
  return minutes;
}

function formatMiles(miles: number): string {
  return miles < 0.1 ? '1 ft' : `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US')} mi`;
}

export function formatDuration(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `${m} min${m === 1 ? '' : 's'}`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return `${h} hour${h === 1 ? '' : 's'}${rest ? ` ${rest} min${rest === 1 ? '' : 's'}` : ''}`;
}

export function offlineMapsProvider(): MapsProvider {
  return {
    name: 'offline',
    async distance(originZip, destination) {
      const origin = placeByZip(originZip);
      const target = findPlace(destination);
      if (!origin || !target) return null;
      const miles =
        greatCircleMiles(origin.latitude, origin.longitude, target.latitude, target.longitude) * ROAD_FACTOR;
      return {
        distance: formatMiles(miles),
        duration: formatDuration(driveMinutes(miles)),
      };
    },
  };
}
