/**
 * Job search (SPEC §2, §4, §5): runs on load from the initial search options, filters by text,
 * type, categories and locations, pages with a 'more' button, and opens a job in a detail view
 * whose closing restores the scroll position. Any failed search goes to /login?r=/search. Its own
 * chunk: SearchScreen draws the page's skeleton and loads this beside the first search.
 */
import {
  type FormEvent,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Aggregations,
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  type JobHit,
  type SearchResults,
} from '../../../common/jobs';
import './jobs.scss';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { SaveJobButton, useSavedJobs } from '../saved';
import { searchJobs } from './api';
import { LocationRow } from './LocationRow';
import { APPLY_TEXT } from './job-messages';
import { APPLY_NOW_TEXT, JOB_PAGE_LINK_TEXT } from './messages';
import { jobDetail, saveSearchControl } from './search-parts';
import { type Criteria, emptyRow, isEmptyRow, toSearch } from './search-criteria';
import { SEARCH_TEXT } from './search-messages';
import { type FirstSearch, leaveSearchFailure, narrow } from './first-search';
import { SEARCH_SCREEN_TEXT } from './search-screen-messages';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { lazyOr } from '../../components/lazy-or';
import { descriptionPreview } from './text';

// Loaded beside the first search (search-chunks.ts); shown only after the results arrive.
const JobDetail = lazyOr(
  () => jobDetail.load().then((m) => m.JobDetail),
  () => <FailureAlert message={SEARCH_TEXT.partFailed} />,
);
const SaveSearchControl = lazyOr(
  () => saveSearchControl.load().then((m) => m.SaveSearchControl),
  () => <FailureAlert message={SEARCH_TEXT.partFailed} />,
);

export function SearchPage({ first }: { first: FirstSearch }) {
  const savedJobs = useSavedJobs();
  const [criteria, setCriteria] = useState<Criteria>(first.criteria);
  // The first results came with the form (SearchScreen): it draws with them.
  const [hits, setHits] = useState<JobHit[]>(first.results.hits);
  const [total, setTotal] = useState({ count: first.results.total, atLeast: first.results.totalEstimated });
  const [page, setPage] = useState(first.results.page);
  const [aggregations, setAggregations] = useState<Aggregations & { atLeast?: boolean }>({
    ...first.results.aggregations,
    atLeast: first.results.aggregationsEstimated,
  });
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(() => !narrow());
  const [selected, setSelected] = useState<JobHit | null>(null);
  /** Why the job named in the address did not open (applied to, or no longer open). */
  const [notice, setNotice] = useState<string | null>(null);
  const savedScroll = useRef<number | null>(null);
  const latest = useRef(0);
  /** The criteria of the results on screen: 'more' pages through them, not through unsent edits. */
  const searched = useRef<Criteria | null>(first.criteria);

  /** Shows the answer of a search of `c`, unless another search was sent after it. */
  const receive = useCallback((c: Criteria, nextPage: number, answer: Promise<SearchResults>) => {
    const ticket = (latest.current += 1);
    searched.current = c;
    answer.then(
      (result) => {
        if (ticket !== latest.current) return;
        // Drawing the result cards yields to input (see useLoad).
        startTransition(() => {
          setHits((old) => (nextPage === 1 ? result.hits : [...old, ...result.hits]));
          setTotal({ count: result.total, atLeast: result.totalEstimated });
          setPage(result.page);
          setAggregations({ ...result.aggregations, atLeast: result.aggregationsEstimated });
          setLoading(false);
          setLoadingMore(false);
        });
      },
      () => {
        // SPEC §7: any failed search goes to the login page.
        leaveSearchFailure();
      },
    );
  }, []);

  const run = (c: Criteria, nextPage = 1) => {
    if (nextPage === 1) setLoading(true);
    else setLoadingMore(true);
    receive(c, nextPage, searchJobs(toSearch(c), nextPage));
  };

  // A job named in the address opens at once; SPEC §4: a job applied to is not opened again.
  useEffect(() => {
    if (!first.job) return;
    let live = true;
    first.job.then(
      (hit) => {
        if (!live) return;
        if (hit.appliedTo) return setNotice(`${APPLY_TEXT.applied}: ${hit.title}`);
        savedScroll.current = 0;
        setSelected({ ...hit, viewed: Date.now() });
      },
      () => live && setNotice(APPLY_NOW_TEXT.noLongerAvailable),
    );
    return () => {
      live = false;
    };
  }, [first.job]);

  // Closing the detail restores where the list was.
  useLayoutEffect(() => {
    if (!selected && savedScroll.current !== null) {
      window.scrollTo(0, savedScroll.current);
      savedScroll.current = null;
    }
  }, [selected]);

  const update = (change: Partial<Criteria>, rerun = false) => {
    const next = { ...criteria, ...change };
    setCriteria(next);
    if (rerun) run(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The trailing empty row is dropped from the search, and from the form (one stays to type in).
    const rows = [...criteria.rows];
    while (rows.length > 1 && isEmptyRow(rows[rows.length - 1]!)) rows.pop();
    const next = { ...criteria, rows };
    setCriteria(next);
    run(next);
  };

  const open = (job: JobHit) => {
    if (job.appliedTo) return;
    if (!selected) savedScroll.current = window.scrollY;
    const viewed = Date.now();
    setHits((list) => list.map((h) => (h.jobOrderId === job.jobOrderId ? { ...h, viewed } : h)));
    setSelected({ ...job, viewed });
    window.scrollTo(0, 0);
  };

  const applied = (jobOrderId: number) => {
    setHits((list) => list.map((h) => (h.jobOrderId === jobOrderId ? { ...h, appliedTo: true } : h)));
  };

  const moreJobs = useMemo(
    () => (selected ? hits.filter((h) => h.jobOrderId !== selected.jobOrderId && !h.appliedTo).slice(0, 5) : []),
    [hits, selected],
  );

  const hasEmptyRow = criteria.rows.some(isEmptyRow);
  const typeCount = (key: string) => aggregations.type?.find((t) => t.key === key)?.count;
  const anyCount = aggregations.type?.reduce((s, t) => s + t.count, 0);
  const categoryCount = (key: string) => aggregations.category?.find((t) => t.key === key)?.count;

  return (
    <section className="search-page">
      <PageHeading title={SEARCH_SCREEN_TEXT.title} lead={selected ? undefined : SEARCH_SCREEN_TEXT.lead} />
      {notice ? (
        <div className="alert alert-info d-flex align-items-center gap-2" role="status" data-testid="search-notice">
          <span className="me-auto">{notice}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={SEARCH_TEXT.dismiss}
            onClick={() => setNotice(null)}
          />
        </div>
      ) : null}
      {selected ? (
        <Suspense fallback={<Spinner label={APPLY_NOW_TEXT.loading} className="my-4" />}>
          <JobDetail
            key={selected.jobOrderId}
            job={selected}
            moreJobs={moreJobs}
            onClose={() => setSelected(null)}
            onApplied={applied}
            onOpen={open}
            save={
              <SaveJobButton
                describedBy={`job-${selected.jobOrderId}-title`}
                saved={savedJobs.isSaved(selected.jobOrderId)}
                busy={savedJobs.isBusy(selected.jobOrderId)}
                onToggle={() => savedJobs.toggle(selected.jobOrderId)}
              />
            }
          />
        </Suspense>
      ) : null}
      <div className={selected ? 'd-none' : ''}>
        <form role="search" onSubmit={submit} className="mb-3" aria-label={SEARCH_SCREEN_TEXT.title}>
          <div className="mb-2">
            <label htmlFor="job-query" className="form-label">
              {SEARCH_TEXT.queryLabel}
            </label>
            <input
              id="job-query"
              className="form-control"
              type="search"
              maxLength={200}
              placeholder={SEARCH_TEXT.queryPlaceholder}
              value={criteria.query}
              onChange={(e) => update({ query: e.target.value })}
            />
          </div>
          {criteria.rows.map((row, i) => (
            <LocationRow
              key={row.key}
              row={row}
              index={i}
              onChange={(changed) => update({ rows: criteria.rows.map((r) => (r.key === row.key ? changed : r)) })}
              onRemove={
                criteria.rows.length > 1
                  ? () => update({ rows: criteria.rows.filter((r) => r.key !== row.key) })
                  : undefined
              }
            />
          ))}
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={hasEmptyRow}
              onClick={() => update({ rows: [...criteria.rows, emptyRow()] })}
            >
              {SEARCH_TEXT.addLocation}
            </button>
            <button type="submit" className="btn btn-primary px-4" disabled={loading}>
              {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              {SEARCH_TEXT.submit}
            </button>
          </div>
        </form>

        <div className="row">
          <aside className="col-12 col-md-4 col-lg-3 mb-3">
            <button
              type="button"
              className="btn btn-outline-primary w-100 mb-2"
              aria-expanded={optionsOpen}
              aria-controls="search-options"
              onClick={() => setOptionsOpen((o) => !o)}
            >
              {optionsOpen ? SEARCH_TEXT.hideOptions : SEARCH_TEXT.showOptions}
            </button>
            <div id="search-options" className={optionsOpen ? '' : 'd-none'}>
              <fieldset className="mb-3">
                <legend className="h6">{SEARCH_TEXT.type}</legend>
                {(['Any', 'Contract', 'Permanent'] as const).map((type) => {
                  const count = type === 'Any' ? anyCount : typeCount(type);
                  return (
                    <div className="form-check" key={type}>
                      <input
                        className="form-check-input"
                        type="radio"
                        name="job-type"
                        id={`job-type-${type}`}
                        checked={criteria.type === type}
                        onChange={() => update({ type }, true)}
                      />
                      <label className="form-check-label" htmlFor={`job-type-${type}`}>
                        {type === 'Any' ? SEARCH_TEXT.anyType : type}
                        {count !== undefined ? (
                          <span className="text-body-secondary">
                            {' '}
                            ({SEARCH_TEXT.count(count, aggregations.atLeast)})
                          </span>
                        ) : null}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
              <fieldset>
                <legend className="h6">{SEARCH_TEXT.categories}</legend>
                {CATEGORY_KEYS.map((key) => {
                  const count = categoryCount(key);
                  const checked = criteria.categories.includes(key);
                  return (
                    <div className="form-check" key={key}>
                      <input
                        className="form-check-input"
                        type="checkbox"
                        id={`job-category-${key}`}
                        checked={checked}
                        onChange={() =>
                          update(
                            {
                              categories: checked
                                ? criteria.categories.filter((c) => c !== key)
                                : [...criteria.categories, key],
                            },
                            true,
                          )
                        }
                      />
                      <label className="form-check-label" htmlFor={`job-category-${key}`}>
                        {CATEGORY_LABELS[key]}
                        {count !== undefined ? (
                          <span className="text-body-secondary">
                            {' '}
                            ({SEARCH_TEXT.count(count, aggregations.atLeast)})
                          </span>
                        ) : null}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            </div>
          </aside>

          <div className="col-12 col-md-8 col-lg-9">
            {loading ? (
              <Spinner label={SEARCH_SCREEN_TEXT.searching} className="my-4" />
            ) : (
              <>
                <div className="search-summary d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
                  <p className="fw-semibold mb-0 pt-2" role="status" data-testid="result-count">
                    {hits.length ? SEARCH_TEXT.results(total.count, total.atLeast) : SEARCH_TEXT.noResults}
                  </p>
                  <Suspense fallback={null}>
                    <SaveSearchControl search={() => toSearch(searched.current ?? criteria)} />
                  </Suspense>
                </div>
                <ol className="list-unstyled">
                  {hits.map((hit) => (
                    <li key={hit.jobOrderId} className="card mb-3 shadow-sm" data-testid="job-card">
                      <div className="card-body">
                        <div className="d-flex flex-wrap justify-content-between gap-2">
                          <h2 className="h5 mb-1" id={`job-${hit.jobOrderId}-card-title`}>
                            {hit.appliedTo ? (
                              <span>{hit.title}</span>
                            ) : (
                              <button
                                type="button"
                                className="btn btn-link p-0 text-start fs-5 fw-medium"
                                onClick={() => open(hit)}
                              >
                                {hit.title}
                              </button>
                            )}
                          </h2>
                          <div className="d-flex gap-2 align-items-start">
                            {hit.viewed ? (
                              <span className="badge text-bg-secondary" data-testid="viewed">
                                {SEARCH_TEXT.viewed}
                              </span>
                            ) : null}
                            {hit.appliedTo ? <span className="badge text-bg-success">{APPLY_TEXT.applied}</span> : null}
                            <SaveJobButton
                              describedBy={`job-${hit.jobOrderId}-card-title`}
                              saved={savedJobs.isSaved(hit.jobOrderId)}
                              busy={savedJobs.isBusy(hit.jobOrderId)}
                              onToggle={() => savedJobs.toggle(hit.jobOrderId)}
                            />
                          </div>
                        </div>
                        <p className="mb-1 small text-body-secondary">
                          {hit.location} · {hit.employmentType} · {hit.category.description} · {SEARCH_TEXT.opened}{' '}
                          {formatDate(hit.opened)} ·{' '}
                          <Link to={`/jobs/${hit.jobOrderId}`} aria-label={JOB_PAGE_LINK_TEXT.jobPageOf(hit.title)}>
                            {JOB_PAGE_LINK_TEXT.jobPage}
                          </Link>
                        </p>
                        <p className="mb-2 fw-semibold" data-testid="salary">
                          {hit.salary}
                        </p>
                        <p className="mb-0 text-break" data-testid="description-preview">
                          {descriptionPreview(hit.description)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
                {hits.length < total.count ? (
                  <button
                    type="button"
                    className="btn btn-outline-primary w-100 mb-4"
                    disabled={loadingMore}
                    onClick={() => run(searched.current ?? criteria, page + 1)}
                  >
                    {loadingMore ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
                    {loadingMore ? SEARCH_TEXT.loadingMore : SEARCH_TEXT.more(hits.length, total.count, total.atLeast)}
                  </button>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
