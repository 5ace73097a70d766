/**
 * The search form's criteria and the search they send (docs/product.md §5). The first search is sent as soon
 * as the initial options arrive, before the form's code has loaded, so these live apart from it.
 */
import { type CategoryKey, DEFAULT_DISTANCE_MILES, type SearchInput, type SearchType } from '../../../common/jobs';

/** One location row of the form. */
export interface GeoRow {
  key: number;
  location: string;
  latLong: string;
  distance: string;
}

export interface Criteria {
  query: string;
  type: SearchType;
  categories: CategoryKey[];
  rows: GeoRow[];
}

let rowKey = 0;
export const emptyRow = (): GeoRow => ({ key: (rowKey += 1), location: '', latLong: '', distance: '' });
export const isEmptyRow = (row: GeoRow) => row.location.trim() === '' && row.latLong === '';

/** docs/product.md §5: a trailing empty location row is dropped when searching. */
export function toSearch(c: Criteria): SearchInput {
  const rows = [...c.rows];
  while (rows.length && isEmptyRow(rows[rows.length - 1]!)) rows.pop();
  return {
    query: c.query,
    type: c.type,
    categories: c.categories,
    geo: rows
      .filter((r) => !isEmptyRow(r))
      .map((r) => ({
        location: r.location,
        latLong: r.latLong,
        distance: r.distance === '' ? '' : Number(r.distance),
      })),
    aggregationFilters: [],
  };
}

export function fromSearch(s: SearchInput): Criteria {
  const rows = (s.geo ?? []).map((g) => ({
    key: (rowKey += 1),
    location: g.location ?? '',
    latLong: g.latLong ?? '',
    distance: String(g.distance ?? DEFAULT_DISTANCE_MILES),
  }));
  return {
    query: s.query ?? '',
    type: s.type ?? 'Any',
    categories: (s.categories ?? []) as CategoryKey[],
    rows: rows.length ? rows : [emptyRow()],
  };
}
