/**
 * The search screen's code past its first paint: the form with the result list and the save-search
 * control, each a chunk of its own. The route's action starts both, so they load beside the first
 * search's data (SearchScreen), never after it. The job detail opens on a click: the form loads it
 * once its results are drawn (or first-search.ts at once, for a job the address names).
 */
import { deferredModule } from '../../lib/deferred-module';
import { saveSearchControl } from './search-parts';

export const searchForm = deferredModule(() => import(/* webpackChunkName: 'search-form' */ './SearchPage'));

/** Starts every chunk's load; a failure shows when the screen needs the chunk. */
export function preloadSearchChunks(): void {
  for (const chunk of [searchForm, saveSearchControl]) void chunk.load().catch(() => undefined);
}
