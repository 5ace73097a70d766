/** Saved jobs and saved searches with mail alerts: the API contract. */
import type { JobHit, SearchInput } from './jobs';

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  off: 'No alerts',
  daily: 'Daily',
  weekly: 'Weekly',
};
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

export const SAVED_MESSAGES = {
  jobNotFound: 'This job could not be found.',
  searchNotFound: 'This saved search could not be found.',
  tooManySearches: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  tooManyJobs: `You can keep at most ${MAX_SAVED_JOBS} saved jobs. Remove one to save another.`,
  nameRequired: 'Please give the search a name.',
  unsubscribeInvalid: 'This unsubscribe link is not valid, or the saved search was deleted.',
} as const;
