/**
 * The search on screen, written into the address (docs/product.md §4): its words, type, categories,
 * locations, how many pages are shown and the job open in the detail. Back and reload read it
 * back and draw the same results. Parsed and built with query-string (src/lib/query.ts).
 */
import {
  CATEGORY_KEYS,
  type CategoryKey,
  MAX_GEO_ROWS,
  MAX_QUERY_LENGTH,
  SEARCH_TYPES,
  type SearchInput,
  type SearchType,
} from '../../../common/jobs';
import { queryText, queryTexts, withQuery } from '../../lib/query';
import type { Query } from '../../route-types';

/** A reload draws at most this many pages again. */
export const MAX_RESTORED_PAGES = 10;

/** The search an address names, with the pages that were shown. */
export interface AddressedSearch {
  search: SearchInput;
  pages: number;
}

/** One location of the search: "distance;latLong;location" (the location last, as it may hold anything). */
const near = (g: NonNullable<SearchInput['geo']>[number]) =>
  `${g.distance ?? ''};${g.latLong ?? ''};${g.location ?? ''}`;

function fromNear(value: string): NonNullable<SearchInput['geo']>[number] {
  const [distance = '', latLong = '', ...location] = value.split(';');
  const miles = Number(distance);
  return {
    location: location.join(';'),
    latLong,
    distance: distance !== '' && Number.isFinite(miles) ? miles : '',
  };
}

/** The address of `search` with `pages` of its results shown and `job` open in the detail. */
export function searchAddress(search: SearchInput, pages: number, job?: number): string {
  return withQuery('/search', {
    q: search.query || undefined,
    type: search.type ?? 'Any',
    category: search.categories ?? [],
    near: (search.geo ?? []).map(near),
    pages: pages > 1 ? pages : undefined,
    job,
  });
}

/** The search the address names; null when it names none (the type is always written). */
export function addressedSearch(query: Query): AddressedSearch | null {
  const type = queryText(query, 'type');
  if (!SEARCH_TYPES.includes(type as SearchType)) return null;
  const pages = Number(queryText(query, 'pages') ?? 1);
  return {
    search: {
      query: (queryText(query, 'q') ?? '').slice(0, MAX_QUERY_LENGTH),
      type: type as SearchType,
      categories: queryTexts(query, 'category').filter((c): c is CategoryKey =>
        CATEGORY_KEYS.includes(c as CategoryKey),
      ),
      geo: queryTexts(query, 'near').slice(0, MAX_GEO_ROWS).map(fromNear),
      aggregationFilters: [],
    },
    pages: Number.isInteger(pages) ? Math.min(Math.max(pages, 1), MAX_RESTORED_PAGES) : 1,
  };
}
