/**
 * The data of the overview's sections, loaded side by side; each section shows its own state.
 * Every load also brings the sections' code, so a section is ready when both are in: the code
 * loads beside the data instead of before the page can draw its frames.
 */
import { deferredModule, withModule } from '../../lib/deferred-module';
import { useLoad } from '../../lib/use-load';
import { fetchSavedJobs, fetchSavedSearches } from '../saved';
import { fetchApplications, fetchOverviewRecord, fetchRecommendedJobs } from './api';

export const overviewSections = deferredModule(
  () => import(/* webpackChunkName: 'overview-sections' */ './overview-sections'),
);

const loadRecord = withModule(overviewSections, fetchOverviewRecord);
const loadApplications = withModule(overviewSections, fetchApplications);
const loadRecommended = withModule(overviewSections, fetchRecommendedJobs);
const loadSavedJobs = withModule(overviewSections, fetchSavedJobs);
const loadSavedSearches = withModule(overviewSections, fetchSavedSearches);

export function useOverview() {
  return {
    record: useLoad(loadRecord),
    applications: useLoad(loadApplications),
    recommended: useLoad(loadRecommended),
    savedJobs: useLoad(loadSavedJobs),
    savedSearches: useLoad(loadSavedSearches),
  };
}
