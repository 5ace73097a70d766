/** The calls of voluntary self-identification: the candidate's own, and the admins' report. */
import type { SelfIdAnswers, SelfIdForm, SelfIdOverview, SelfIdReport } from '../../../common/self-id';
import { apiFetch } from '../../lib/api';

const formUrl = (id: number | string) => `/api/me/applications/${encodeURIComponent(String(id))}/self-identification`;

export const fetchSelfIdOverview = (signal?: AbortSignal) =>
  apiFetch<SelfIdOverview>('/api/me/self-identification', { signal });

export const fetchSelfIdForm = (id: string, signal?: AbortSignal) => apiFetch<SelfIdForm>(formUrl(id), { signal });

export const saveSelfId = (id: number, answers: SelfIdAnswers) =>
  apiFetch<SelfIdForm>(formUrl(id), { method: 'PUT', json: answers });

export const skipSelfId = (id: number) => apiFetch<SelfIdForm>(`${formUrl(id)}/skip`, { method: 'POST' });

export const fetchSelfIdReport = (query: string, signal?: AbortSignal) =>
  apiFetch<SelfIdReport>(`/api/admin/self-identification/report${query}`, { signal });
