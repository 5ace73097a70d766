/**
 * Job search (docs/product.md §2, §4, §5): the form, the options panel and the results, and a job opened in a
 * detail view whose closing restores the scroll position. Its own chunk: SearchScreen draws the
 * page's skeleton and loads this beside the first search. The state is in useJobSearch.
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import Spinner from 'react-bootstrap/Spinner';
import { MAX_QUERY_LENGTH, type JobHit } from '../../../common/jobs';
import { FailureAlert } from '../../components/FailureAlert';
import { lazyOr } from '../../components/lazy-or';
import { PageHeading } from '../../components/PageHeading';
import { Spinner as Waiting } from '../../components/Spinner';
import { SAVE_JOB_TEXT, SaveJobButton, useSavedJobs } from '../saved';
import { history, replaceAddress } from '../../lib/history';
import { restoreScroll } from '../../lib/scroll';
import { type FirstSearch, narrow } from './first-search';
import { JobCard, cardTitleId } from './JobCard';
import { ActiveFilters } from './ActiveFilters';
import './jobs.scss';
import { LocationRow } from './LocationRow';
import { searchAddress } from './search-address';
import { emptyRow, isEmptyRow } from './search-criteria';
import { SEARCH_TEXT } from './search-messages';
import { jobDetail, saveSearchControl } from './search-parts';
import { SEARCH_SCREEN_TEXT } from './search-screen-messages';
import { SearchOptions } from './SearchOptions';
import { useJobSearch } from './use-job-search';

const JobDetail = lazyOr(
  () => jobDetail.load().then((m) => m.JobDetail),
  () => <FailureAlert message={SEARCH_TEXT.partFailed} />,
);
// Loaded beside the first search (search-chunks.ts).
const SaveSearchControl = lazyOr(
  () => saveSearchControl.load().then((m) => m.SaveSearchControl),
  () => <FailureAlert message={SEARCH_TEXT.partFailed} />,
);

/** A job the address named opens with the form; one applied to or gone says why instead. */
function namedJob(first: FirstSearch): { selected: JobHit | null; notice: string | null } {
  const named = first.job;
  if (!named) return { selected: null, notice: null };
  if (named.kind === 'open') return { selected: { ...named.job, viewed: Date.now() }, notice: null };
  if (named.kind === 'applied') return { selected: null, notice: SEARCH_TEXT.appliedTo(named.job.title) };
  return { selected: null, notice: SEARCH_TEXT.noLongerAvailable };
}

export function SearchPage({ first }: { first: FirstSearch }) {
  const search = useJobSearch(first);
  const { criteria, update, hits, total } = search;
  const savedJobs = useSavedJobs(first.savedJobIds);
  const [optionsOpen, setOptionsOpen] = useState(() => !narrow());
  const [{ selected, notice }, setView] = useState(() => namedJob(first));
  const setSelected = (job: JobHit | null) => setView((v) => ({ ...v, selected: job }));
  // A job the address named was opened from the top of the list.
  const savedScroll = useRef<number | null>(selected ? 0 : null);

  // The detail opens on a click: its code loads once the results are drawn, not before them.
  useEffect(() => {
    const load = () => void jobDetail.load().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') return void window.setTimeout(load, 1);
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  // Back or reload to this search: where the page was, now that the results are drawn.
  useLayoutEffect(() => restoreScroll(history.location.key, history.location.hash), []);

  // The address follows what is on screen (search-address.ts); the address the screen opened with
  // stays until the candidate changes something.
  const addressed = useRef(false);
  const openJobId = selected?.jobOrderId;
  useEffect(() => {
    if (!addressed.current) {
      addressed.current = true;
      return;
    }
    replaceAddress(searchAddress(search.searchedInput(), search.page, openJobId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- searchedInput changes with the hits
  }, [hits, search.page, openJobId]);

  // Closing the detail restores where the list was.
  useLayoutEffect(() => {
    if (!selected && savedScroll.current !== null) {
      window.scrollTo(0, savedScroll.current);
      savedScroll.current = null;
    }
  }, [selected]);

  const open = (job: JobHit) => {
    if (job.appliedTo) return;
    if (!selected) savedScroll.current = window.scrollY;
    const viewed = Date.now();
    search.patchHit(job.jobOrderId, { viewed });
    setSelected({ ...job, viewed });
    window.scrollTo(0, 0);
  };

  const moreJobs = useMemo(
    () => (selected ? hits.filter((h) => h.jobOrderId !== selected.jobOrderId && !h.appliedTo).slice(0, 5) : []),
    [hits, selected],
  );

  const saveToggle = (hit: JobHit, describedBy: string) => (
    <SaveJobButton
      describedBy={describedBy}
      saved={savedJobs.isSaved(hit.jobOrderId)}
      busy={savedJobs.isBusy(hit.jobOrderId)}
      onToggle={() => savedJobs.toggle(hit.jobOrderId)}
    />
  );

  return (
    <section className="search-page">
      <PageHeading title={SEARCH_SCREEN_TEXT.title} lead={selected ? undefined : SEARCH_SCREEN_TEXT.lead} />
      {notice ? (
        <Alert variant="info" className="d-flex align-items-center gap-2" role="status" data-testid="search-notice">
          <span className="me-auto">{notice}</span>
          <CloseButton aria-label={SEARCH_TEXT.dismiss} onClick={() => setView((v) => ({ ...v, notice: null }))} />
        </Alert>
      ) : null}
      {savedJobs.failure !== null ? (
        <FailureAlert message={SAVE_JOB_TEXT.failed} error={savedJobs.failure} onClose={savedJobs.dismiss} />
      ) : null}
      {selected ? (
        <Suspense fallback={<Waiting label={SEARCH_TEXT.loadingJob} className="my-4" />}>
          <JobDetail
            key={selected.jobOrderId}
            job={selected}
            moreJobs={moreJobs}
            onClose={() => setSelected(null)}
            onApplied={(jobOrderId) => search.patchHit(jobOrderId, { appliedTo: true })}
            onOpen={open}
            save={saveToggle(selected, `job-${selected.jobOrderId}-title`)}
          />
        </Suspense>
      ) : null}
      <div className={selected ? 'd-none' : ''}>
        <form role="search" onSubmit={search.submit} className="mb-3" aria-label={SEARCH_SCREEN_TEXT.title}>
          <div className="mb-2">
            <FormLabel htmlFor="job-query">{SEARCH_TEXT.queryLabel}</FormLabel>
            <FormControl
              id="job-query"
              type="search"
              maxLength={MAX_QUERY_LENGTH}
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
          {/* docs/product.md §5: only one empty location row. A link-like action under the rows, not a
              bordered box beside Search that reads as a second search field on a phone. */}
          <div className="mb-2">
            <Button
              variant="link"
              className="px-0 pt-0 text-decoration-none"
              disabled={criteria.rows.some(isEmptyRow)}
              onClick={() => update({ rows: [...criteria.rows, emptyRow()] })}
            >
              <span aria-hidden="true">+ </span>
              {SEARCH_TEXT.addLocation}
            </Button>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" className="px-4" disabled={search.loading}>
              {search.loading ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden /> : null}
              {SEARCH_TEXT.submit}
            </Button>
          </div>
        </form>

        <div className="row">
          <aside className="col-12 col-md-4 col-lg-3 mb-3">
            <SearchOptions
              type={criteria.type}
              categories={criteria.categories}
              aggregations={search.aggregations}
              open={optionsOpen}
              onToggle={() => setOptionsOpen((o) => !o)}
              onType={(type) => update({ type }, true)}
              onCategories={(categories) => update({ categories }, true)}
            />
          </aside>

          <div className="col-12 col-md-8 col-lg-9">
            {search.loading ? (
              <Waiting label={SEARCH_SCREEN_TEXT.searching} className="my-4" />
            ) : (
              <>
                <div className="search-summary d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
                  <p className="fw-semibold mb-0 pt-2" role="status" data-testid="result-count">
                    {hits.length ? SEARCH_TEXT.results(total.count, total.atLeast) : SEARCH_TEXT.noResults}
                  </p>
                  <Suspense fallback={null}>
                    <SaveSearchControl search={search.searchedInput} />
                  </Suspense>
                </div>
                <ActiveFilters shown={search.shown} onClear={search.clear} />
                <ol className="list-unstyled">
                  {hits.map((hit) => (
                    <JobCard key={hit.jobOrderId} hit={hit} onOpen={open} save={saveToggle(hit, cardTitleId(hit))} />
                  ))}
                </ol>
                {hits.length < total.count ? (
                  <Button
                    variant="outline-primary"
                    className="w-100 mb-4"
                    disabled={search.loadingMore}
                    onClick={search.more}
                  >
                    {search.loadingMore ? (
                      <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
                    ) : null}
                    {search.loadingMore
                      ? SEARCH_TEXT.loadingMore
                      : SEARCH_TEXT.more(hits.length, total.count, total.atLeast)}
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
