/**
 * The data of the overview's sections, loaded side by side; each section shows its own state.
 * Every load also brings the sections' code, so a section is ready when both are in: the code
 * loads beside the data instead of before the page can draw its frames. The route's action starts
 * the first loads (startOverview) while the page draws its frames, not once they are drawn.
 */
import { useState } from 'react';
import { deferredModule, withModule } from '../../lib/deferred-module';
import { useLoad } from '../../lib/use-load';
import { fetchSavedJobs, fetchSavedSearches } from '../saved';
import { fetchApplications, fetchOverviewRecord, fetchRecommendedJobs } from './api';

export const overviewSections = deferredModule(
  () => import(/* webpackChunkName: 'overview-sections' */ './overview-sections'),
);

const LOADS = {
  record: withModule(overviewSections, fetchOverviewRecord),
  applications: withModule(overviewSections, fetchApplications),
  recommended: withModule(overviewSections, fetchRecommendedJobs),
  savedJobs: withModule(overviewSections, fetchSavedJobs),
  savedSearches: withModule(overviewSections, fetchSavedSearches),
};
type Loads = typeof LOADS;

/** Each section's first load, under way. */
export type OverviewStart = { [K in keyof Loads]: ReturnType<Loads[K]> };

/** Starts every section's load (and the sections' code). */
export function startOverview(): OverviewStart {
  const signal = new AbortController().signal;
  const started = Object.fromEntries(
    Object.entries(LOADS).map(([key, load]) => {
      const answer = load(signal);
      // A failure shows in its section once the page is drawn, not as an unhandled rejection before.
      answer.catch(() => undefined);
      return [key, answer];
    }),
  );
  return started as OverviewStart;
}

/** The started answer the first time, then (Retry) a new load. */
function startedThen<T>(started: Promise<T>, load: (signal: AbortSignal) => Promise<T>) {
  let first: Promise<T> | null = started;
  return (signal: AbortSignal) => {
    const answer = first ?? load(signal);
    first = null;
    return answer;
  };
}

export function useOverview(started: OverviewStart) {
  const [loads] = useState(() => ({
    record: startedThen(started.record, LOADS.record),
    applications: startedThen(started.applications, LOADS.applications),
    recommended: startedThen(started.recommended, LOADS.recommended),
    savedJobs: startedThen(started.savedJobs, LOADS.savedJobs),
    savedSearches: startedThen(started.savedSearches, LOADS.savedSearches),
  }));
  return {
    record: useLoad(loads.record),
    applications: useLoad(loads.applications),
    recommended: useLoad(loads.recommended),
    savedJobs: useLoad(loads.savedJobs),
    savedSearches: useLoad(loads.savedSearches),
  };
}
