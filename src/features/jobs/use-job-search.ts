/**
 * The search form's state (docs/product.md §4, §5): its criteria, the results on screen with their counts,
 * paging with 'more', and searches whose answers arrive out of order (the last one sent wins).
 * Any failed search goes to /login?r=/search (docs/product.md §7).
 */
import { type FormEvent, startTransition, useCallback, useRef, useState } from 'react';
import type { Aggregations, JobHit, SearchResults } from '../../../common/jobs';
import { searchJobs } from './api';
import { type FirstSearch, leaveSearchFailure } from './first-search';
import { type Criteria, emptyRow, isEmptyRow, toSearch } from './search-criteria';

export interface Totals {
  count: number;
  /** The server stopped counting there ("10,000+"). */
  atLeast?: boolean;
}

export function useJobSearch(first: FirstSearch) {
  const [criteria, setCriteria] = useState<Criteria>(first.criteria);
  // The first results came with the form (SearchScreen): it draws with them.
  const [hits, setHits] = useState<JobHit[]>(first.results.hits);
  const [total, setTotal] = useState<Totals>({ count: first.results.total, atLeast: first.results.totalEstimated });
  const [page, setPage] = useState(first.results.page);
  const [aggregations, setAggregations] = useState<Aggregations & { atLeast?: boolean }>({
    ...first.results.aggregations,
    atLeast: first.results.aggregationsEstimated,
  });
  /** The criteria of the results on screen, drawn as the filters in force. */
  const [shown, setShown] = useState<Criteria>(first.criteria);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);
  /** The criteria of the results on screen: 'more' pages through them, not through unsent edits. */
  const searched = useRef<Criteria>(first.criteria);

  /** Shows the answer of a search of `c`, unless another search was sent after it. */
  const receive = useCallback((c: Criteria, nextPage: number, answer: Promise<SearchResults>) => {
    const ticket = (latest.current += 1);
    searched.current = c;
    answer.then((result) => {
      if (ticket !== latest.current) return;
      // Drawing the result cards yields to input (see useLoad).
      startTransition(() => {
        setHits((old) => (nextPage === 1 ? result.hits : [...old, ...result.hits]));
        setShown(c);
        setTotal({ count: result.total, atLeast: result.totalEstimated });
        setPage(result.page);
        setAggregations({ ...result.aggregations, atLeast: result.aggregationsEstimated });
        setLoading(false);
        setLoadingMore(false);
      });
    }, leaveSearchFailure);
  }, []);

  const run = (c: Criteria, nextPage = 1) => {
    if (nextPage === 1) setLoading(true);
    else setLoadingMore(true);
    receive(c, nextPage, searchJobs(toSearch(c), nextPage));
  };

  /** Changes the criteria; `rerun` searches with them at once (the options panel's choices). */
  const update = (change: Partial<Criteria>, rerun = false) => {
    const next = { ...criteria, ...change };
    setCriteria(next);
    if (rerun) run(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md §5: the trailing empty row is dropped from the search, and from the form (one stays).
    const rows = [...criteria.rows];
    while (rows.length > 1 && isEmptyRow(rows[rows.length - 1]!)) rows.pop();
    const next = { ...criteria, rows };
    setCriteria(next);
    run(next);
  };

  /** The next page of the results on screen. */
  const more = () => run(searched.current, page + 1);

  /** A filter cleared from the results on screen: the form changes with it and searches again. */
  const clear = (change: (current: Criteria) => Partial<Criteria>) => {
    const next = { ...criteria, ...change(criteria) };
    // The form keeps one (empty) location row.
    if (!next.rows.length) next.rows = [emptyRow()];
    setCriteria(next);
    run(next);
  };

  /** Changes one result in place (viewed, applied to). */
  const patchHit = (jobOrderId: number, change: Partial<JobHit>) =>
    setHits((list) => list.map((h) => (h.jobOrderId === jobOrderId ? { ...h, ...change } : h)));

  return {
    criteria,
    shown,
    update,
    clear,
    submit,
    hits,
    total,
    aggregations,
    loading,
    loadingMore,
    more,
    /** How many pages of the results are on screen. */
    page,
    patchHit,
    /** The search of the results on screen (what Save search keeps). */
    searchedInput: () => toSearch(searched.current),
  };
}
