/** The console's calls for candidates, invitations, view as candidate and the audit log. */
import type {
  AuditQuery,
  AuditRow,
  CandidateDetail,
  CandidateQuery,
  CandidateSummary,
  Invitation,
  InviteInput,
  InviteResult,
  Paged,
} from '../../../common/staff-candidates';
import { apiFetch } from '../../lib/api';
import { listPath } from './api';

export const fetchCandidates = (query: CandidateQuery, signal?: AbortSignal) =>
  apiFetch<Paged<CandidateSummary>>(listPath('/api/staff/candidates', query), { signal });

export const fetchCandidate = (id: number, signal?: AbortSignal) =>
  apiFetch<CandidateDetail>(`/api/staff/candidates/${id}`, { signal });

export const resumeUrl = (id: number) => `/api/staff/candidates/${id}/resume`;

/** The résumé an application was sent with (it stays after the candidate replaces theirs). */
export const applicationResumeUrl = (applicationId: number) => `/api/staff/applications/${applicationId}/resume`;

export const startViewAs = (id: number) =>
  apiFetch<{ redirectTo: string }>(`/api/staff/candidates/${id}/view-as`, { method: 'POST' });

export const invite = (jobOrderId: number, input: InviteInput) =>
  apiFetch<InviteResult>(`/api/staff/jobs/${jobOrderId}/invitations`, { method: 'POST', json: input });

export const fetchInvitations = (jobOrderId: number, signal?: AbortSignal) =>
  apiFetch<Invitation[]>(`/api/staff/jobs/${jobOrderId}/invitations`, { signal });

export const fetchAudit = (query: AuditQuery, signal?: AbortSignal) =>
  apiFetch<Paged<AuditRow>>(listPath('/api/staff/audit', query), { signal });
