/**
 * The search screen's code past its first paint: the form with the result list, the job detail and
 * the save-search control, each a chunk of its own. The route's action starts all three, so they
 * load beside the first search's data (SearchScreen), never after it.
 */
import { deferredModule } from '../../lib/deferred-module';
import { jobDetail, saveSearchControl } from './search-parts';

export const searchForm = deferredModule(() => import(/* webpackChunkName: 'search-form' */ './SearchPage'));

/** Starts every chunk's load; a failure shows when the screen needs the chunk. */
export function preloadSearchChunks(): void {
  for (const chunk of [searchForm, jobDetail, saveSearchControl]) void chunk.load().catch(() => undefined);
}
