/**
 * Texts of the job search form and results (docs/product.md §2, §4): they load with the form's code. What the
 * screen shows before that is in search-screen-messages.ts.
 */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { DEFAULT_DISTANCE_MILES, MAX_DISTANCE_MILES } from '../../../common/jobs';
import { formatCount } from '../../../common/numbers';

const maxMiles = MAX_DISTANCE_MILES;
const defaultMiles = DEFAULT_DISTANCE_MILES;

/** A count; `atLeast` when the server stopped counting there ("10,000+"). */
const count = (n: number, atLeast = false) => `${formatCount(n)}${atLeast ? '+' : ''}`;

export const SEARCH_TEXT = translatable({
  /** The job the address named, closed since (as on apply-now, docs/product.md §4). */
  noLongerAvailable: msg`Sorry, this job is no longer available.`,
  loadingJob: msg`Loading your job…`,
  partFailed: msg`This part of the page could not be loaded. Please reload the page to try again.`,
  queryLabel: msg`Keywords`,
  queryPlaceholder: msg`Job title, skill or company`,
  submit: msg`Search`,
  locationLabel: msg`Location`,
  /** The label of the second and later location rows: "Location 2". */
  locationNumbered: (number: number) => t`Location ${number}`,
  locationPlaceholder: msg`City, state or ZIP`,
  distanceLabel: msg`Within (miles)`,
  distanceHelpLabel: msg`Help: distance`,
  distanceHelp: msg`Numbers only: how many miles from this city or ZIP code, measured in a straight line (at most ${maxMiles}). Left empty, it is ${defaultMiles} miles.`,
  addLocation: msg`Add another location`,
  /** The remove button of a location row, read by screen readers: "Remove location 2". */
  removeLocation: (number: number) => t`Remove location ${number}`,
  suggestionsLoading: msg`Finding places…`,
  suggestions: msg`Suggested places`,
  showOptions: msg`Show search options`,
  hideOptions: msg`Hide search options`,
  type: msg`Employment type`,
  anyType: msg({ message: 'Any', comment: 'Search option: jobs of any employment type' }),
  categories: msg`Categories`,
  noResults: msg`No jobs match your search. Try fewer words, more categories or a larger distance.`,
  count,
  results: (total: number, atLeast = false) => {
    if (atLeast) {
      const shown = count(total);
      return t({ message: `${shown}+ jobs found`, comment: 'The search stopped counting there: "10,000+ jobs found"' });
    }
    return plural(total, { one: '# job found', other: '# jobs found' });
  },
  more: (shown: number, total: number, atLeast = false) => {
    const found = count(total, atLeast);
    return t({
      message: `More jobs (showing ${shown} of ${found})`,
      comment: 'Button under the results; {found} may end in "+" ("10,000+")',
    });
  },
  loadingMore: msg`Loading more jobs…`,
  viewed: msg`Viewed`,
  opened: msg({ message: 'Opened', comment: 'The date a job opening was published' }),
  dismiss: msg`Dismiss`,
  /** A job the address named that was applied to: "You Have Applied: Bridge Engineer". */
  appliedTo: (title: string) => t`You Have Applied: ${title}`,
  filteredBy: msg`Filtered by:`,
  chipQuery: (query: string) => t({ message: `“${query}”`, comment: 'A filter chip: the words searched for' }),
  chipPlace: (place: string, distance: number) => {
    const miles = Math.round(distance);
    return plural(miles, { one: `Within # mile of ${place}`, other: `Within # miles of ${place}` });
  },
  clearFilter: (label: string) => t`Remove the filter ${label} and search again`,
});

export const AUTOCOMPLETE_DEBOUNCE_MS = 800;
export const AUTOCOMPLETE_MAX_HEIGHT_PX = 150;
