/**
 * The reads of saved jobs and searches, apart from the changes: the first loads of /overview and
 * /search need only these (a module several chunks import ships whole in each of them).
 */
import type { SavedJob, SavedSearch } from '../../../common/saved';
import { apiFetch } from '../../lib/api';

export const fetchSavedJobs = (signal?: AbortSignal) => apiFetch<SavedJob[]>('/api/me/saved-jobs', { signal });
export const fetchSavedSearches = (signal?: AbortSignal) =>
  apiFetch<SavedSearch[]>('/api/me/saved-searches', { signal });
export const fetchSavedSearch = (id: number) => apiFetch<SavedSearch>(`/api/me/saved-searches/${id}`);
