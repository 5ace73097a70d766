/** The data of the overview's sections, loaded side by side; each section shows its own state. */
import { useLoad } from '../../lib/use-load';
import { fetchApplications, fetchOverviewRecord, fetchRecommendedJobs } from './api';

export function useOverview() {
  return {
    record: useLoad(fetchOverviewRecord),
    applications: useLoad(fetchApplications),
    recommended: useLoad(fetchRecommendedJobs),
  };
}

export type Overview = ReturnType<typeof useOverview>;
