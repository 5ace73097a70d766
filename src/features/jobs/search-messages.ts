/**
 * Texts of the job search form and results (docs/product.md §2, §4): they load with the form's code. What the
 * screen shows before that is in search-screen-messages.ts.
 */
import { DEFAULT_DISTANCE_MILES, MAX_DISTANCE_MILES } from '../../../common/jobs';
import { formatCount } from '../../../common/numbers';

export const SEARCH_TEXT = {
  partFailed: 'This part of the page could not be loaded. Please reload the page to try again.',
  queryLabel: 'Keywords',
  queryPlaceholder: 'Job title, skill or company',
  submit: 'Search',
  locationLabel: 'Location',
  locationPlaceholder: 'City, state or ZIP',
  distanceLabel: 'Within (miles)',
  distanceHelpLabel: 'Help: distance',
  distanceHelp: `Numbers only: how many miles from this city or ZIP code, measured in a straight line (at most ${MAX_DISTANCE_MILES}). Left empty, it is ${DEFAULT_DISTANCE_MILES} miles.`,
  addLocation: 'Add another location',
  removeLocation: 'Remove location',
  suggestionsLoading: 'Finding places…',
  suggestions: 'Suggested places',
  options: 'Search options',
  showOptions: 'Show search options',
  hideOptions: 'Hide search options',
  type: 'Employment type',
  anyType: 'Any',
  categories: 'Categories',
  noResults: 'No jobs match your search. Try fewer words, more categories or a larger distance.',
  /** A count; `atLeast` when the server stopped counting there ("10,000+"). */
  count: (n: number, atLeast = false) => `${formatCount(n)}${atLeast ? '+' : ''}`,
  results: (total: number, atLeast = false) =>
    `${SEARCH_TEXT.count(total, atLeast)} job${total === 1 && !atLeast ? '' : 's'} found`,
  more: (shown: number, total: number, atLeast = false) =>
    `More jobs (showing ${shown} of ${SEARCH_TEXT.count(total, atLeast)})`,
  loadingMore: 'Loading more jobs…',
  viewed: 'Viewed',
  opened: 'Opened',
  view: 'View job',
  dismiss: 'Dismiss',
  filteredBy: 'Filtered by:',
  chipQuery: (query: string) => `“${query}”`,
  chipPlace: (place: string, miles: number) => `Within ${formatCount(miles)} miles of ${place}`,
  clearFilter: (label: string) => `Remove the filter ${label} and search again`,
} as const;

export const AUTOCOMPLETE_DEBOUNCE_MS = 800;
export const AUTOCOMPLETE_MAX_HEIGHT_PX = 150;
