/**
 * Job search (docs/product.md §2 Job search, §5): a search compiled to the repository's filter,
 * a page of hits with its facets and total, and the new matches of a saved search.
 */
import {
  type Aggregations,
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  EMPLOYMENT_TYPES,
  type JobHit,
  SEARCH_PAGE_SIZE,
  type SearchResults,
} from '../../../common/jobs';
import { pageSchema, searchSchema } from '../../../common/jobs.schema';
import { AppError, ErrorCode } from '../../errors';
import { findPlace } from '../../providers/maps/us-places';
import { toHit } from './job-shapes';
import type { Circle, FacetRow, SearchFilter } from './jobs.repository';
import { JOB_MESSAGES } from './jobs.messages';
import { type JobsDeps, parseInput } from './jobs.shared';
import { textQuery } from './search-query';

const typeOk = (f: SearchFilter, t: string) => f.type === null || t === f.type;
const catOk = (f: SearchFilter, c: string) => f.categories.length === 0 || f.categories.includes(c);

function resolveCircles(search: ReturnType<typeof searchSchema.parse>): Circle[] {
  const circles: Circle[] = [];
  for (const g of search.geo) {
    // A trailing (or any) empty location row is dropped (docs/product.md §5).
    if (!g.latLong && g.location.trim() === '') continue;
    if (g.latLong) {
      const [lat, lng] = g.latLong.split(',').map((s) => Number(s.trim())) as [number, number];
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
        throw new AppError(ErrorCode.VALIDATION, 'geo.latLong: outside the globe');
      circles.push({ latitude: lat, longitude: lng, miles: g.distance });
    } else {
      const place = findPlace(g.location);
      if (!place) throw new AppError(ErrorCode.VALIDATION, `${JOB_MESSAGES.unknownLocation}: ${g.location.trim()}`);
      circles.push({ latitude: place.latitude, longitude: place.longitude, miles: g.distance });
    }
  }
  return circles;
}

function filterOf(input: unknown): { filter: SearchFilter; aggregations: string[] } {
  const search = parseInput(searchSchema, input ?? {});
  return {
    filter: {
      text: textQuery(search.query),
      type: search.type === 'Any' ? null : search.type,
      categories: [...new Set(search.categories)],
      circles: resolveCircles(search),
    },
    aggregations: search.aggregationFilters.length ? search.aggregationFilters : ['type', 'category'],
  };
}

/** The total: from the facet pass when it counted every match, else counted on its own (capped). */
async function totalOf(deps: JobsDeps, filter: SearchFilter, facets: { rows: FacetRow[]; capped: boolean }) {
  const { limits } = deps;
  if (!facets.capped) {
    const total = facets.rows
      .filter((r) => typeOk(filter, r.employmentType) && catOk(filter, r.category))
      .reduce((s, r) => s + r.n, 0);
    return { total, estimated: false };
  }
  if (!filter.type && filter.categories.length === 0) return { total: limits.countCap, estimated: true };
  const total = await deps.repo.count(filter, limits.countCap);
  return { total, estimated: total >= limits.countCap };
}

/** The repository filter a search compiles to (the benchmark runs it straight on the database). */
export function filterFor(input: unknown): SearchFilter {
  return filterOf(input).filter;
}

/** POST /api/jobsearch/?page=n */
export async function searchJobs(
  deps: JobsDeps,
  input: unknown,
  pageParam: unknown,
  userId: number | null,
): Promise<SearchResults> {
  const { repo, limits } = deps;
  const page = parseInput(pageSchema, pageParam);
  const { filter, aggregations: wanted } = filterOf(input);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const [rows, facets] = await Promise.all([
    repo.searchPage(filter, userId, { ranked: limits.rankedMatches, limit: SEARCH_PAGE_SIZE, offset }),
    repo.facetCounts(filter, limits.countCap),
  ]);
  const { total, estimated } = await totalOf(deps, filter, facets);
  const sum = (keep: (r: FacetRow) => boolean) => facets.rows.filter(keep).reduce((s, r) => s + r.n, 0);
  const aggregations: Aggregations = {};
  if (wanted.includes('type')) {
    aggregations.type = EMPLOYMENT_TYPES.map((key) => ({
      key,
      label: key,
      count: sum((r) => r.employmentType === key && catOk(filter, r.category)),
    }));
  }
  if (wanted.includes('category')) {
    aggregations.category = CATEGORY_KEYS.map((key) => ({
      key,
      label: CATEGORY_LABELS[key],
      count: sum((r) => r.category === key && typeOk(filter, r.employmentType)),
    }));
  }
  return {
    hits: rows.map(toHit),
    page,
    total,
    pageSize: SEARCH_PAGE_SIZE,
    aggregations,
    totalEstimated: estimated,
    aggregationsEstimated: facets.capped,
  };
}

/** Open jobs matching a saved search that opened or were added in (since, until]: what an alert lists. */
export async function newMatches(
  deps: JobsDeps,
  input: unknown,
  since: number,
  until: number,
  limit: number,
): Promise<JobHit[]> {
  const rows = await deps.repo.newSince(filterOf(input).filter, since, until, limit);
  return rows.map(toHit);
}
