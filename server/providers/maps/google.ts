/** Google Distance Matrix (MAPS_PROVIDER=google): imperial units, first row's first element. */
import type { DistanceResult } from '../../../common/jobs';
import type { MapsProvider } from './maps.types';

interface MatrixAnswer {
  status?: string;
  rows?: { elements?: { status?: string; distance?: { text?: string }; duration?: { text?: string } }[] }[];
}

export interface GoogleMapsOptions {
  apiKey: string;
  /** The API's base URL (tests point it at a local server). */
  baseUrl?: string;
  timeoutMs?: number;
}

export function googleMapsProvider(options: GoogleMapsOptions): MapsProvider {
  const base = options.baseUrl ?? 'https://maps.googleapis.com/maps/api/distancematrix/json';
  return {
    name: 'google',
    async distance(originZip, destination): Promise<DistanceResult | null> {
      const url = new URL(base);
      url.searchParams.set('units', 'imperial');
      url.searchParams.set('origins', originZip);
      url.searchParams.set('destinations', destination);
      url.searchParams.set('key', options.apiKey);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 3000) });
        if (!res.ok) return null;
        const body = (await res.json()) as MatrixAnswer;
        const element = body.rows?.[0]?.elements?.[0];
        if (!element?.distance?.text || !element.duration?.text) return null;
        return { distance: element.distance.text, duration: element.duration.text };
      } catch {
        return null;
      }
    },
  };
}
