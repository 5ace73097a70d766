/** The content pages' calls (/api/staff/content…); the server checks the staff role on each. */
import type {
  StaffPage,
  StaffPageInput,
  StaffPageSummary,
  StaffPageTranslationInput,
  StaffPageVersion,
} from '../../../../common/content';
import type { TranslationLanguage } from '../../../../common/translations';
import { apiFetch } from '../../../lib/api';

export const fetchPages = (signal: AbortSignal) => apiFetch<StaffPageSummary[]>('/api/staff/content', { signal });

export const fetchPage = (id: number, signal?: AbortSignal) =>
  apiFetch<StaffPage>(`/api/staff/content/${id}`, { signal });

export const createPage = (input: StaffPageInput) =>
  apiFetch<StaffPage>('/api/staff/content', { method: 'POST', json: input });

export const updatePage = (id: number, input: StaffPageInput) =>
  apiFetch<StaffPage>(`/api/staff/content/${id}`, { method: 'PUT', json: input });

export const publishPage = (id: number, published: boolean) =>
  apiFetch<StaffPage>(`/api/staff/content/${id}/publish`, { method: 'POST', json: { published } });

export const previewContent = (contentMarkdown: string, signal: AbortSignal) =>
  apiFetch<{ html: string }>('/api/staff/content/preview', { method: 'POST', json: { contentMarkdown }, signal });

export const fetchVersions = (id: number, signal: AbortSignal) =>
  apiFetch<StaffPageVersion[]>(`/api/staff/content/${id}/versions`, { signal });

/** Makes version `from` the page's newest version; `version` is the one the screen shows now. */
export const restoreVersion = (id: number, from: number, version: number) =>
  apiFetch<StaffPage>(`/api/staff/content/${id}/versions/${from}/restore`, { method: 'POST', json: { version } });

export const savePageTranslation = (id: number, language: TranslationLanguage, input: StaffPageTranslationInput) =>
  apiFetch<StaffPage>(`/api/staff/content/${id}/translations/${language}`, { method: 'PUT', json: input });

export const removePageTranslation = (id: number, language: TranslationLanguage) =>
  apiFetch<StaffPage>(`/api/staff/content/${id}/translations/${language}`, { method: 'DELETE' });
