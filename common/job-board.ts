/**
 * The public job board (/jobs, no sign-in): its criteria as the address holds them, read the same
 * way by the server (the first page in the HTML) and the client. Unknown or malformed values fall
 * back to their defaults: a shared or mistyped link still shows jobs.
 */
import {
  CATEGORY_KEYS,
  type CategoryKey,
  DEFAULT_DISTANCE_MILES,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  SEARCH_TYPES,
  type SearchInput,
  type SearchResults,
  type SearchType,
} from './jobs';
import { i18n, translatable } from './i18n';
import { formatCount } from './numbers';

export const JOB_BOARD_PATH = '/jobs';
const MAX_BOARD_LOCATION_LENGTH = 100;

export interface BoardCriteria {
  q: string;
  type: SearchType;
  category: CategoryKey | null;
  /** "City, ST" or a ZIP code; jobs within DEFAULT_DISTANCE_MILES of it. */
  location: string;
  page: number;
}

/** What the server puts in the page state of /jobs: the first page, drawn before any call. */
export interface BoardFirstPage {
  /** The criteria's query string (boardQueryString), to match the address the client resolves. */
  query: string;
  results: SearchResults | null;
  error: string | null;
}

const text = (value: unknown): string => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
};

export function boardCriteria(query: Record<string, unknown>): BoardCriteria {
  const type = text(query.type);
  const category = text(query.category);
  const page = Number(text(query.page));
  return {
    q: text(query.q).slice(0, MAX_QUERY_LENGTH),
    type: (SEARCH_TYPES as readonly string[]).includes(type) ? (type as SearchType) : 'Any',
    category: (CATEGORY_KEYS as string[]).includes(category) ? (category as CategoryKey) : null,
    location: text(query.location).slice(0, MAX_BOARD_LOCATION_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1,
  };
}

export function boardSearchInput(criteria: BoardCriteria): SearchInput {
  return {
    query: criteria.q,
    type: criteria.type,
    categories: criteria.category ? [criteria.category] : [],
    geo: criteria.location ? [{ location: criteria.location, distance: DEFAULT_DISTANCE_MILES }] : [],
  };
}

/** The criteria's query parameters, defaults left out (the same order on both sides). */
export function boardQuery(criteria: BoardCriteria): Record<string, string> {
  const query: Record<string, string> = {};
  if (criteria.q) query.q = criteria.q;
  if (criteria.type !== 'Any') query.type = criteria.type;
  if (criteria.category) query.category = criteria.category;
  if (criteria.location) query.location = criteria.location;
  if (criteria.page > 1) query.page = String(criteria.page);
  return query;
}

/** The criteria as one string, to tell whether two addresses ask for the same page. */
export function boardQueryString(criteria: BoardCriteria): string {
  return new URLSearchParams(boardQuery(criteria)).toString();
}

/** Texts of the public job board (both sides draw them). */
export const JOB_BOARD_TEXT = /* @__PURE__ */ translatable({
  title: /*i18n*/ { id: 'Open Jobs' },
  description: /*i18n*/ { id: 'Browse open jobs by keyword, type, category and location, and apply in one click.' },
  previous: /*i18n*/ { id: 'Previous page' },
  next: /*i18n*/ { id: 'Next page' },
  pages: /*i18n*/ { id: 'Pages of jobs' },
  /** `count` is the number as the page writes it (12,345); `total` chooses the plural. */
  count: (total: number, estimated: boolean) =>
    estimated
      ? i18n._('{count}+ open jobs', { count: formatCount(total) })
      : i18n._('{total, plural, one {{count} open job} other {{count} open jobs}}', {
          total,
          count: formatCount(total),
        }),
});
