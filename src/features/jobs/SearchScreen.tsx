/**
 * /search until the first results can show: the heading and a skeleton of the form and the list,
 * each the size of what replaces it. The form's code (search-chunks.ts), the initial search
 * options and the first search load side by side, started by the route's action; the form draws
 * once all are in.
 */
import { useEffect, useState } from 'react';
import { CATEGORY_KEYS } from '../../../common/jobs';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import './jobs.scss';
import { searchForm } from './search-chunks';
import { type FirstSearch, leaveSearchFailure, narrow } from './first-search';
import { SEARCH_SCREEN_TEXT as TEXT } from './search-screen-messages';

/** Stands for the form, the options and the list: each block the height of the one it replaces. */
function SearchSkeleton() {
  const optionLines = 2 + 3 + CATEGORY_KEYS.length;
  return (
    <div role="status">
      <span className="visually-hidden">{TEXT.searching}</span>
      <div aria-hidden="true">
        <div className="mb-3">
          <div className="mb-2">
            <span className="form-label search-skeleton w-25">&nbsp;</span>
            <span className="form-control search-skeleton">&nbsp;</span>
          </div>
          <div className="row g-2 align-items-end mb-2">
            <div className="col-12 col-sm-7">
              <span className="form-label search-skeleton w-25">&nbsp;</span>
              <span className="form-control search-skeleton">&nbsp;</span>
            </div>
            <div className="col-12 col-sm-5">
              <span className="form-label search-skeleton w-50">&nbsp;</span>
              <span className="form-control search-skeleton">&nbsp;</span>
            </div>
          </div>
          <div className="mb-2">
            <span className="btn px-0 pt-0 search-skeleton w-25">&nbsp;</span>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <span className="btn px-5 search-skeleton">&nbsp;</span>
          </div>
        </div>
        <div className="row">
          <div className="col-12 col-md-4 col-lg-3 mb-3">
            <span className="btn w-100 mb-2 search-skeleton">&nbsp;</span>
            {narrow() ? null : <SkeletonLines widths={Array.from({ length: optionLines }, () => '70%')} />}
          </div>
          <div className="col-12 col-md-8 col-lg-9">
            <SkeletonLines widths={['40%', '0%', '60%', '90%', '100%', '80%']} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** `first`: the first search with the form's code (see the route's action). */
export function SearchScreen({ first: firstLoad }: { first: Promise<FirstSearch> }) {
  // The screen shows its first search only: from then on it keeps the address up to date with what
  // it shows itself, so a later resolution of the same screen (same key) changes nothing.
  const [load] = useState(() => () => firstLoad);
  const first = useLoad(load);
  const failed = first.status === 'error';
  useEffect(() => {
    if (failed) leaveSearchFailure();
  }, [failed]);
  const form = searchForm.current();
  if (first.status === 'ready' && form) return <form.SearchPage first={first.data} />;
  return (
    <section className="search-page">
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <SearchSkeleton />
    </section>
  );
}
