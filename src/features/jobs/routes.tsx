/** /search (docs/product.md §2, signed-in user); the apply links' screens are in apply.routes. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { firstSearch, takeServedSearch } from './first-search';
import { addressedSearch } from './search-address';
import { preloadSearchChunks, searchForm } from './search-chunks';
import { SearchScreen } from './SearchScreen';
import { SEARCH_SCREEN_TEXT } from './search-screen-messages';

/**
 * /search?job={jobOrderId} opens that job's detail over the search (links from the dashboard); ?saved={id} runs a
 * saved search; the search on screen writes itself into the address (search-address.ts).
 */
export const search: ScreenAction = ({ query }) => {
  const job = Number(queryText(query, 'job'));
  const openJob = Number.isInteger(job) && job > 0 ? job : undefined;
  const saved = Number(queryText(query, 'saved'));
  const savedSearch = Number.isInteger(saved) && saved > 0 ? saved : undefined;
  // Back and reload: the address holds the search that was on screen.
  const addressed = addressedSearch(query);
  // The form and the save-search control load while the first search is asked for, from here
  // rather than once the screen's skeleton is drawn: the answers come a render and a commit sooner.
  preloadSearchChunks();
  // A plain /search: the server sent its first search with the page (no calls to wait for); the
  // skeleton still draws first, and the results in a transition after it, in short tasks.
  const served = openJob || savedSearch || addressed ? null : takeServedSearch();
  const first = Promise.all([
    served ? Promise.resolve(served) : firstSearch(savedSearch, openJob, addressed),
    searchForm.load(),
  ]).then(([data]) => data);
  // A failure shows once the screen is drawn (SearchScreen), not as an unhandled rejection before.
  first.catch(() => undefined);
  return {
    title: SEARCH_SCREEN_TEXT.title,
    component: <SearchScreen key={`${openJob ?? ''}/${savedSearch ?? ''}`} first={first} />,
  };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  search: msg`Search jobs by keyword, employment type, category and distance, and apply in one click.`,
});
