/**
 * The search's first load: the criteria (the initial options, or a saved search's own) and the
 * first page of their results, sent as soon as the options arrive. Also what a failed search does.
 * Apart from the screens, which both use it.
 */
import type { JobHit, SearchInput, SearchResults } from '../../../common/jobs';
import { history } from '../../lib/history';
import { leaveNotice } from '../../lib/notice';
import { pageState } from '../../lib/page-state';
import { fetchSavedJobs, fetchSavedSearch } from '../saved';
import { fetchJob, initialSearchOptions, searchJobs } from './api';
import type { AddressedSearch } from './search-address';
import { jobDetail } from './search-parts';
import { type Criteria, fromSearch, toSearch } from './search-criteria';
import { MOBILE_BREAKPOINT_PX, SEARCH_SCREEN_TEXT as TEXT } from './search-screen-messages';

/**
 * docs/product.md §7: any failed search goes to /login?r=/search. A signed-in user is sent on from there to
 * the dashboard, so the next screen explains what happened.
 */
export function leaveSearchFailure(): void {
  leaveNotice(TEXT.searchFailed);
  history.replace('/login?r=/search');
}

/** The search options start collapsed on a phone. */
export function narrow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT_PX;
}

/** The job the address names (`?job=`): open, or why it is not shown. */
type NamedJob = { kind: 'open'; job: JobHit } | { kind: 'applied'; job: JobHit } | { kind: 'gone' };

/** The form's first criteria and the first page of their results; the job the address names. */
export interface FirstSearch {
  criteria: Criteria;
  results: SearchResults;
  job: NamedJob | null;
  /** The jobs the candidate saved (none when they could not be read: the toggles still work). */
  savedJobIds: number[];
}

/** The server's first search of this page, once (a plain /search: no address of its own). */
let served = pageState.firstSearch ?? null;
export function takeServedSearch(): FirstSearch | null {
  const first = served;
  served = null;
  return (
    first && { criteria: fromSearch(first.search), results: first.results, job: null, savedJobIds: first.savedJobIds }
  );
}

/**
 * docs/product.md §4: the search runs on load, from the initial search options (or a saved search's own).
 * The form draws with its first results and the saved jobs, so the list's skeleton turns straight
 * into the results, drawn once.
 */
export function firstSearch(
  savedSearch: number | undefined,
  openJob: number | undefined,
  addressed: AddressedSearch | null = null,
): Promise<FirstSearch> {
  // Asked for beside the search, not after it; docs/product.md §4: a job applied to is not opened again.
  const job: Promise<NamedJob> | null = openJob
    ? fetchJob(openJob).then(
        (hit): NamedJob => (hit.appliedTo ? { kind: 'applied', job: hit } : { kind: 'open', job: hit }),
        (): NamedJob => ({ kind: 'gone' }),
      )
    : null;
  const savedJobIds = fetchSavedJobs().then(
    (list) => list.map((s) => s.job.jobOrderId),
    () => [],
  );
  // The detail's code is needed at once when a job opens with the form.
  if (openJob) void jobDetail.load().catch(() => undefined);
  // The address's own search (Back, reload) comes first; then a saved search; then the initial options.
  const options = addressed
    ? Promise.resolve(addressed.search)
    : savedSearch
      ? fetchSavedSearch(savedSearch).then(
          (saved) => saved.search,
          () => initialSearchOptions(),
        )
      : initialSearchOptions();
  return options.then(async (o) => {
    const criteria = fromSearch(o);
    const [results, named, saved] = await Promise.all([
      firstPages(toSearch(criteria), addressed?.pages ?? 1),
      job,
      savedJobIds,
    ]);
    return { criteria, results, job: named, savedJobIds: saved };
  });
}

/** The first `pages` pages of a search as one answer, asked for side by side. */
async function firstPages(search: SearchInput, pages: number): Promise<SearchResults> {
  const answers = await Promise.all(Array.from({ length: pages }, (_, i) => searchJobs(search, i + 1)));
  const last = answers[answers.length - 1]!;
  const seen = new Set<number>();
  // A job that moved between pages while they were asked for is shown once.
  const hits = answers.flatMap((a) => a.hits).filter((h) => !seen.has(h.jobOrderId) && seen.add(h.jobOrderId));
  return { ...last, hits };
}
