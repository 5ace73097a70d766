/** Texts of the job search form and results (SPEC §2, §4): only the search chunk loads them. */
import { DEFAULT_DISTANCE_MILES, MAX_DISTANCE_MILES } from '../../../common/jobs';

export const SEARCH_TEXT = {
  lead: 'Search by keyword, employment type, category and distance from any US city or ZIP code.',
  queryLabel: 'Keywords',
  queryPlaceholder: 'Job title, skill or company',
  submit: 'Search',
  searching: 'Searching jobs…',
  locationLabel: 'Location',
  locationPlaceholder: 'City, state or ZIP',
  searchFailed: 'Sorry, your job search could not be completed. Please try again, or sign in again if asked.',
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
  count: (n: number, atLeast = false) => `${n.toLocaleString('en-US')}${atLeast ? '+' : ''}`,
  results: (total: number, atLeast = false) =>
    `${SEARCH_TEXT.count(total, atLeast)} job${total === 1 && !atLeast ? '' : 's'} found`,
  more: (shown: number, total: number, atLeast = false) =>
    `More jobs (showing ${shown} of ${SEARCH_TEXT.count(total, atLeast)})`,
  loadingMore: 'Loading more jobs…',
  viewed: 'Viewed',
  opened: 'Opened',
  view: 'View job',
  dismiss: 'Dismiss',
} as const;

export const AUTOCOMPLETE_DEBOUNCE_MS = 800;
export const AUTOCOMPLETE_MAX_HEIGHT_PX = 150;
export const MOBILE_BREAKPOINT_PX = 414;
