/** Maps and places (docs/architecture.md §3): distance from the candidate's ZIP to a job, and US places. */
import type { DistanceResult } from '../../../common/jobs';

export interface Place {
  /** "City, ST" or "City, ST 12345" */
  label: string;
  city: string;
  state: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
}

export interface MapsProvider {
  readonly name: 'offline' | 'google';
  /** docs/product.md §7 distance matrix: origins = the user's ZIP, destinations = an address (imperial). */
  distance(originZip: string, destination: string): Promise<DistanceResult | null>;
}
