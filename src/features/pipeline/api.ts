/** The pipeline board's calls (/api/staff/…); the server checks the staff role on each. */
import type { Application, ApplicationStatus } from '../../../common/applications';
import type {
  ApplicationNote,
  Board,
  BoardQuery,
  BulkMailInput,
  BulkMoveInput,
  BulkResult,
} from '../../../common/pipeline';
import { apiFetch, ApiError, stepUpAsked } from '../../lib/api';
import { askStepUp } from '../../lib/step-up';
import { withQuery } from '../../lib/query';

export const fetchBoard = (jobId: number, query: BoardQuery, signal?: AbortSignal) =>
  apiFetch<Board>(withQuery(`/api/staff/jobs/${jobId}/board`, { ...query }), { signal });

/** One card's move: the staff console's status change, naming the status the board showed. */
export const moveCard = (id: number, status: ApplicationStatus, from: ApplicationStatus, sendMail: boolean) =>
  apiFetch<Application & { mailSent: boolean }>(`/api/staff/applications/${id}/status`, {
    method: 'POST',
    json: { status, from, sendMail },
  });

export const bulkMove = (jobId: number, input: BulkMoveInput) =>
  apiFetch<BulkResult>(`/api/staff/jobs/${jobId}/board/move`, { method: 'POST', json: input });

export const bulkMail = (jobId: number, input: BulkMailInput) =>
  apiFetch<BulkResult>(`/api/staff/jobs/${jobId}/board/mail`, { method: 'POST', json: input });

export const fetchNotes = (id: number, signal?: AbortSignal) =>
  apiFetch<ApplicationNote[]>(`/api/staff/applications/${id}/notes`, { signal });

export const addNote = (id: number, text: string) =>
  apiFetch<ApplicationNote[]>(`/api/staff/applications/${id}/notes`, { method: 'POST', json: { text } });

export const deleteNote = (id: number, noteId: number) =>
  apiFetch<ApplicationNote[]>(`/api/staff/applications/${id}/notes/${noteId}`, { method: 'DELETE' });

export const addTag = (id: number, label: string) =>
  apiFetch<{ tags: string[] }>(`/api/staff/applications/${id}/tags`, { method: 'POST', json: { label } });

export const removeTag = (id: number, label: string) =>
  apiFetch<{ tags: string[] }>(`/api/staff/applications/${id}/tags/${encodeURIComponent(label)}`, {
    method: 'DELETE',
  });

/** The résumé an application was sent with (the same download the applicants page links). */
export const resumeUrl = (applicationId: number) => `/api/staff/applications/${applicationId}/resume`;

/**
 * The résumé's bytes for the preview, and whether it is a PDF (the server names its type). A stale
 * staff session confirms it is them first (step-up), then the preview loads.
 */
export async function fetchResume(applicationId: number, signal: AbortSignal, retried = false) {
  const response = await fetch(resumeUrl(applicationId), { credentials: 'same-origin', signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (!retried && stepUpAsked(response.status, body) && (await askStepUp('resume')))
      return fetchResume(applicationId, signal, true);
    throw new ApiError(response.statusText || 'Request failed', response.status, body);
  }
  const pdf = (response.headers.get('content-type') ?? '').startsWith('application/pdf');
  return { pdf, data: new Uint8Array(await response.arrayBuffer()) };
}
