/**
 * The offline US place index over the `zipcodes` dataset (about 42,000 ZIP centroids): prefix
 * search on city, state and ZIP for the location autocomplete, and lookups for geocoding.
 * Built once on first use (about 50 ms) and kept in memory.
 */
import { readFileSync } from 'node:fs';
import type { ZipCode } from 'zipcodes';
import type { Place } from './maps.types';

interface CityEntry extends Place {
  /** Lower-case "city, st" used for prefix search. */
  key: string;
  /** How many ZIPs the city has: a stand-in for its size when ranking suggestions. */
  zipCount: number;
}

interface Index {
  cities: CityEntry[]; // sorted by key
  byCityState: Map<string, CityEntry>;
  zips: Place[]; // sorted by ZIP
  byZip: Map<string, Place>;
  stateNames: Map<string, string>; // "texas" -> "TX"
  /** Each state's cities by state code, largest first (a state typed in full or as its code suggests these). */
  citiesByState: Map<string, CityEntry[]>;
}

let index: Index | null = null;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-'.])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

const bySize = (a: CityEntry, b: CityEntry) => b.zipCount - a.zipCount || (a.key < b.key ? -1 : 1);

/**
 * The package's US ZIP codes. Its data file is one JSON object assigned in 5 MB of JavaScript:
 * read as JSON it loads in half the time; should the file's layout change, the package loads it.
 */
function usZipCodes(): ZipCode[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const zipcodes = () => require('zipcodes') as typeof import('zipcodes');
  try {
    const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const head = 'exports.codes = ';
    const end = text.indexOf(';\nexports.stateMap');
    if (!text.startsWith(head) || end < 0) return Object.values(zipcodes().codes);
    return Object.values(JSON.parse(text.slice(head.length, end)) as Record<string, ZipCode>);
  } catch {
    return Object.values(zipcodes().codes);
  }
}

function build(): Index {
  const groups = new Map<string, { city: string; state: string; lat: number; lng: number; n: number }>();
  const zips: Place[] = [];
  for (const code of usZipCodes()) {
    if (code.country !== 'US' || !/^\d{5}$/.test(code.zip)) continue;
    const city = titleCase(code.city);
    zips.push({
      label: `${city}, ${code.state} ${code.zip}`,
      city,
      state: code.state,
      postalCode: code.zip,
      latitude: code.latitude,
      longitude: code.longitude,
    });
    const key = `${city.toLowerCase()}, ${code.state.toLowerCase()}`;
    const g = groups.get(key);
    if (g) {
      g.lat += code.latitude;
      g.lng += code.longitude;
      g.n += 1;
    } else groups.set(key, { city, state: code.state, lat: code.latitude, lng: code.longitude, n: 1 });
  }
  zips.sort((a, b) => (a.postalCode! < b.postalCode! ? -1 : 1));
  const cities: CityEntry[] = [...groups.entries()]
    .map(([key, g]) => ({
      key,
      label: `${g.city}, ${g.state}`,
      city: g.city,
      state: g.state,
      postalCode: null,
      latitude: round4(g.lat / g.n),
      longitude: round4(g.lng / g.n),
      zipCount: g.n,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const stateNames = new Map<string, string>();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const states = require('zipcodes/lib/states') as (typeof import('zipcodes'))['states'];
  for (const [name, abbr] of Object.entries(states.full)) stateNames.set(name.toLowerCase(), abbr);
  const citiesByState = new Map<string, CityEntry[]>();
  for (const c of cities) {
    const list = citiesByState.get(c.state);
    if (list) list.push(c);
    else citiesByState.set(c.state, [c]);
  }
  for (const list of citiesByState.values()) list.sort(bySize);
  return {
    cities,
    citiesByState,
    byCityState: new Map(cities.map((c) => [c.key, c])),
    zips,
    byZip: new Map(zips.map((z) => [z.postalCode!, z])),
    stateNames,
  };
}

function places(): Index {
  index ??= build();
  return index;
}

/** Builds the index now: at start, so the first autocomplete does not stall every request in flight. */
export function preparePlaces(): void {
  places();
}

/** First index whose key is >= prefix. */
function lowerBound<T>(items: T[], prefix: string, key: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]!) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function prefixRange<T>(items: T[], prefix: string, key: (item: T) => string, max: number): T[] {
  const out: T[] = [];
  for (let i = lowerBound(items, prefix, key); i < items.length && out.length < max; i += 1) {
    if (!key(items[i]!).startsWith(prefix)) break;
    out.push(items[i]!);
  }
  return out;
}

/** Suggestions for the location autocomplete: cities by prefix (largest first), or ZIPs by prefix. */
export function suggestPlaces(term: string, limit = 10): Place[] {
  const idx = places();
  const text = term
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ');
  if (text.length === 0) return [];
  if (/^\d{1,5}$/.test(text)) return prefixRange(idx.zips, text, (z) => z.postalCode!, limit);

  const [cityPart = '', statePart] = text.split(', ', 2);
  let matches: CityEntry[];
  if (statePart !== undefined) {
    // "austin, t" -> cities named austin… in states starting with t (or whose name starts with it)
    const stateCode = idx.stateNames.get(statePart)?.toLowerCase();
    matches = prefixRange(idx.cities, `${cityPart}, `, (c) => c.key, 2000).filter((c) => {
      const st = c.state.toLowerCase();
      return st.startsWith(statePart) || st === stateCode;
    });
    if (matches.length === 0)
      matches = prefixRange(idx.cities, cityPart, (c) => c.key, 5000).filter((c) =>
        c.state.toLowerCase().startsWith(statePart),
      );
  } else {
    matches = prefixRange(idx.cities, cityPart, (c) => c.key, 5000);
    // A state name or code: its largest cities.
    const stateCode =
      idx.stateNames.get(cityPart) ??
      (cityPart.length === 2 && idx.citiesByState.has(cityPart.toUpperCase()) ? cityPart.toUpperCase() : null);
    if (stateCode) {
      matches = [...(idx.citiesByState.get(stateCode) ?? []).slice(0, limit), ...matches];
    }
  }
  const seen = new Set<string>();
  const unique = matches.filter((c) => (seen.has(c.key) ? false : (seen.add(c.key), true)));
  const exactState = statePart === undefined && unique.length > 0 && unique[0]!.state.toLowerCase() === cityPart;
  return (exactState ? unique : unique.sort(bySize)).slice(0, limit);
}

/** A place from "City, ST", "City, ST 12345", "12345" or "City ST". */
export function findPlace(text: string): Place | null {
  const idx = places();
  const clean = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const zip = /\b(\d{5})(?:-\d{4})?$/.exec(clean)?.[1];
  if (zip && idx.byZip.has(zip)) return idx.byZip.get(zip)!;
  const m = /^(.+?),? ([a-z]{2}|[a-z ]+)?$/.exec(clean.replace(/\s*\d{5}(-\d{4})?$/, ''));
  if (!m) return null;
  const city = m[1]!.replace(/,$/, '').trim();
  const stateText = (m[2] ?? '').trim();
  const state = stateText.length === 2 ? stateText : (idx.stateNames.get(stateText)?.toLowerCase() ?? stateText);
  return idx.byCityState.get(`${city}, ${state}`) ?? null;
}

export function placeByZip(zip: string): Place | null {
  return places().byZip.get(zip) ?? null;
}

/** Cities ranked by size, for generating realistic job locations. */
export function largestCities(count: number): Place[] {
  return [...places().cities]
    .filter(
      (c) =>
        c.state !== 'PR' &&
        c.state.length === 2 &&
        !['AA', 'AE', 'AP', 'GU', 'VI', 'AS', 'PW', 'FM', 'MP', 'MH'].includes(c.state),
    )
    .sort(bySize)
    .slice(0, count);
}

export function latLongText(place: { latitude: number; longitude: number }): string {
  return `${place.latitude},${place.longitude}`;
}
