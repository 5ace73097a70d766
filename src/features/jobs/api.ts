/** The jobs feature's calls (docs/product.md §7). */
import type {
  Applicant,
  ApplyLinkPreview,
  DistanceResult,
  JobHit,
  JobOrder,
  JobPageData,
  LocationOption,
  PasswordSetupAnswer,
  SearchInput,
  SearchResults,
} from '../../../common/jobs';
import { type BoardCriteria, boardQuery } from '../../../common/job-board';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/query';

export const searchJobs = (search: SearchInput, page: number) =>
  apiFetch<SearchResults>(withQuery('/api/jobsearch/', { page }), { method: 'POST', json: search });

export const applyToJob = (jobOrderId: number) =>
  apiFetch<{ jobOrderId: number; appliedTo: boolean }>(`/api/jobsearch/apply/${jobOrderId}`, { method: 'POST' });

export const findLocations = (term: string, signal?: AbortSignal) =>
  apiFetch<LocationOption[]>(withQuery('/api/jobsearch/locations', { term }), { signal });

/** One open job as a search hit (/search?job=…); 404 when it is closed or gone. */
export const fetchJob = (jobOrderId: number) => apiFetch<JobHit>(`/api/jobsearch/jobs/${jobOrderId}`);

export const initialSearchOptions = () => apiFetch<SearchInput>('/api/get-initial-search-opts');

export const jobDistance = (jobOrderId: number) =>
  apiFetch<DistanceResult | null>(`/api/jobsearch/distance/${jobOrderId}`);

export const getJobPage = (jobOrderId: number) => apiFetch<JobPageData>(`/api/jobs/${jobOrderId}`);

export const getApplicant = (id: string, signal?: AbortSignal) =>
  apiFetch<Applicant>(`/api/applicant/${encodeURIComponent(id)}`, { signal });

export const getApplyToken = (user: Applicant & { id: string }, signal?: AbortSignal) =>
  apiFetch<string>('/api/token', { method: 'POST', json: user, signal });

export const getJobOrder = (jobOrderId: number, token: string, signal?: AbortSignal) =>
  apiFetch<JobOrder>(`/api/v1/joborder/${jobOrderId}`, { headers: { Authorization: `Bearer ${token}` }, signal });

export const applyWithToken = (token: string, user: Applicant & { id: string }) =>
  apiFetch<{ appliedTo: boolean }>('/api/apply', { method: 'POST', json: { token, user } });

/** Where an invited applicant chooses the first password of their account (a single-use link). */
export const getPasswordSetup = (id: string) =>
  apiFetch<PasswordSetupAnswer>(`/api/applicant/${encodeURIComponent(id)}/password`, { method: 'POST' });

/** What a one-click link leads to (its job, whether it is used or expired), without using it. */
export const getApplyLinkPreview = (token: string, signal?: AbortSignal) =>
  apiFetch<ApplyLinkPreview>(`/api/apply-links/${encodeURIComponent(token)}`, { signal });

/** The public job board's page of open jobs (no sign-in). */
export const getJobBoard = (criteria: BoardCriteria, signal?: AbortSignal) =>
  apiFetch<SearchResults>(withQuery('/api/jobs', boardQuery(criteria)), { signal });
