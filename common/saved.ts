/** Saved jobs and saved searches with mail alerts: the API contract. */
import { translatable } from './i18n';
import type { JobHit, SearchInput } from './jobs';

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS = /* @__PURE__ */ translatable({
  off: /*i18n*/ { id: 'No alerts' },
  daily: /*i18n*/ { id: 'Daily' },
  weekly: /*i18n*/ { id: 'Weekly' },
});
export const MAX_SAVED_SEARCHES = 25;
export const MAX_SAVED_SEARCH_NAME = 100;
export const MAX_SAVED_JOBS = 200;

export interface SavedJob {
  /** ISO 8601. */
  savedAt: string;
  job: JobHit;
  /** False when the job has closed since it was saved. */
  open: boolean;
}

export interface SavedSearch {
  id: number;
  name: string;
  search: SearchInput;
  frequency: AlertFrequency;
  /** ISO 8601. */
  createdAt: string;
}

export interface SavedSearchInput {
  name: string;
  search: SearchInput;
  frequency: AlertFrequency;
}

export interface SavedSearchChange {
  name?: string;
  frequency?: AlertFrequency;
}

/** The /search address that opens a saved search or a saved job. */
export function savedSearchPath(id: number): string {
  return `/search?saved=${id}`;
}
export function jobPath(jobOrderId: number): string {
  return `/search?job=${jobOrderId}`;
}

export const SAVED_MESSAGES = /* @__PURE__ */ translatable({
  jobNotFound: /*i18n*/ { id: 'This job could not be found.' },
  searchNotFound: /*i18n*/ { id: 'This saved search could not be found.' },
  tooManySearches: /*i18n*/ {
    id: 'You can keep at most {max} saved searches. Delete one to save another.',
    values: { max: MAX_SAVED_SEARCHES },
  },
  tooManyJobs: /*i18n*/ {
    id: 'You can keep at most {max} saved jobs. Remove one to save another.',
    values: { max: MAX_SAVED_JOBS },
  },
  nameRequired: /*i18n*/ { id: 'Please give the search a name.' },
  unsubscribeInvalid: /*i18n*/ { id: 'This unsubscribe link is not valid, or the saved search was deleted.' },
});
