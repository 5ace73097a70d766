/** Calls for saved jobs, saved searches and alert unsubscribes (the reads are in ./reads). */
import type { SavedSearch, SavedSearchChange, SavedSearchInput } from '../../../common/saved';
import { apiFetch } from '../../lib/api';

export const saveJob = (jobOrderId: number) => apiFetch(`/api/me/saved-jobs/${jobOrderId}`, { method: 'PUT' });
export const unsaveJob = (jobOrderId: number) => apiFetch(`/api/me/saved-jobs/${jobOrderId}`, { method: 'DELETE' });

export const createSavedSearch = (input: SavedSearchInput) =>
  apiFetch<SavedSearch>('/api/me/saved-searches', { method: 'POST', json: input });
export const changeSavedSearch = (id: number, change: SavedSearchChange) =>
  apiFetch<SavedSearch>(`/api/me/saved-searches/${id}`, { method: 'PATCH', json: change });
export const deleteSavedSearch = (id: number) => apiFetch(`/api/me/saved-searches/${id}`, { method: 'DELETE' });

export const fetchUnsubscribe = (token: string) =>
  apiFetch<{ name: string; subscribed: boolean }>(`/api/unsubscribe/${encodeURIComponent(token)}`);
export const unsubscribe = (token: string) =>
  apiFetch<{ name: string; subscribed: false }>(`/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
