/** The staff console's calls (/api/staff/…); the server checks the staff role on each. */
import type { StaffQuestionView } from '../../../common/application-form';
import type { Application } from '../../../common/applications';
import type { TranslationLanguage } from '../../../common/translations';
import type {
  StaffApplicants,
  StaffJob,
  StaffJobInput,
  StaffJobList,
  StaffJobQuery,
  StaffJobStatus,
  StaffOverview,
} from '../../../common/staff';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/query';

/** A console list's path with its filters: only those set, and the page when past the first. */
export function listPath(path: string, query: { page?: number }): string {
  return withQuery(path, { ...query, page: query.page === 1 ? undefined : query.page });
}

export const fetchOverview = (signal: AbortSignal) => apiFetch<StaffOverview>('/api/staff/overview', { signal });

export const fetchJobs = (query: StaffJobQuery, signal?: AbortSignal) =>
  apiFetch<StaffJobList>(listPath('/api/staff/jobs', query), { signal });

export const jobsCsvUrl = (query: StaffJobQuery) => listPath('/api/staff/jobs.csv', { ...query, page: 1 });

export const fetchJob = (id: number, signal?: AbortSignal) => apiFetch<StaffJob>(`/api/staff/jobs/${id}`, { signal });

export const createJob = (input: StaffJobInput) =>
  apiFetch<StaffJob>('/api/staff/jobs', { method: 'POST', json: input });

export const updateJob = (id: number, input: StaffJobInput) =>
  apiFetch<StaffJob>(`/api/staff/jobs/${id}`, { method: 'PUT', json: input });

export const setJobStatus = (id: number, status: StaffJobStatus) =>
  apiFetch<StaffJob>(`/api/staff/jobs/${id}/status`, { method: 'POST', json: { status } });

export const previewDescription = (descriptionMarkdown: string, signal: AbortSignal) =>
  apiFetch<{ html: string }>('/api/staff/jobs/preview', { method: 'POST', json: { descriptionMarkdown }, signal });

export const fetchApplicants = (id: number, signal?: AbortSignal) =>
  apiFetch<StaffApplicants>(`/api/staff/jobs/${id}/applicants`, { signal });

export const applicantsCsvUrl = (id: number) => `/api/staff/jobs/${id}/applicants.csv`;

export const moveApplication = (id: number, status: string, sendMail: boolean) =>
  apiFetch<Application & { mailSent: boolean }>(`/api/staff/applications/${id}/status`, {
    method: 'POST',
    json: { status, sendMail },
  });

const questionTranslationUrl = (jobOrderId: number, questionId: number, language: TranslationLanguage) =>
  `/api/staff/jobs/${jobOrderId}/questions/${questionId}/translations/${language}`;

/** A question's text and options in `language` (`text`, `option0`, …); the job's questions come back. */
export const saveQuestionTranslation = (
  jobOrderId: number,
  questionId: number,
  language: TranslationLanguage,
  fields: Record<string, string>,
) =>
  apiFetch<StaffQuestionView[]>(questionTranslationUrl(jobOrderId, questionId, language), {
    method: 'PUT',
    json: fields,
  });

export const removeQuestionTranslation = (jobOrderId: number, questionId: number, language: TranslationLanguage) =>
  apiFetch<StaffQuestionView[]>(questionTranslationUrl(jobOrderId, questionId, language), { method: 'DELETE' });
