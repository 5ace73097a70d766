/** The onboarding calls of the staff console (/api/staff/document-…); the server checks the staff role on each. */
import type {
  AssignmentInput,
  AssignmentResult,
  BoardState,
  DocumentReview,
  ReminderSchedule,
  RemindResult,
  StaffPacket,
  StaffTemplate,
  StatusBoard,
  TemplateUpdate,
} from '../../../common/onboarding';
import type { CredentialTemplateInput } from '../../../common/credentials';
import type { TranslationLanguage } from '../../../common/translations';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/query';

export const fetchTemplates = (signal?: AbortSignal) =>
  apiFetch<StaffTemplate[]>('/api/staff/document-templates', { signal });

/** Multipart: the PDF under `pdf`, the settings beside it; answers the template with its detected fields. */
export const uploadTemplate = (form: FormData) =>
  apiFetch<StaffTemplate>('/api/staff/document-templates', { method: 'POST', body: form });

export const updateTemplate = (id: number, update: TemplateUpdate) =>
  apiFetch<StaffTemplate>(`/api/staff/document-templates/${id}`, { method: 'PUT', json: update });

/** The templates in the order candidates see their documents; answers the list in that order. */
export const reorderTemplates = (templateIds: number[]) =>
  apiFetch<StaffTemplate[]>('/api/staff/document-templates/order', { method: 'PUT', json: { templateIds } });

/** A credential template's instructions in another language, saved or removed whole; answers the template. */
/** `fields`: the instructions, or each field's label as `label.<field name>`. */
export const saveTemplateTranslation = (id: number, language: TranslationLanguage, fields: Record<string, string>) =>
  apiFetch<StaffTemplate>(`/api/staff/document-templates/${id}/translations/${language}`, {
    method: 'PUT',
    json: fields,
  });

export const removeTemplateTranslation = (id: number, language: TranslationLanguage) =>
  apiFetch<StaffTemplate>(`/api/staff/document-templates/${id}/translations/${language}`, { method: 'DELETE' });

export const previewTemplate = (id: number) =>
  apiFetch<{ content: string }>(`/api/staff/document-templates/${id}/preview`);

export const createCredentialTemplate = (input: CredentialTemplateInput) =>
  apiFetch<StaffTemplate>('/api/staff/credential-templates', { method: 'POST', json: input });

export const approveDocument = (id: number) =>
  apiFetch<{ ok: true; awaitingEmployer: boolean }>(`/api/staff/documents/${id}/approve`, {
    method: 'POST',
    json: {},
  });

export const fetchPackets = (signal?: AbortSignal) =>
  apiFetch<StaffPacket[]>('/api/staff/document-packets', { signal });

export const createPacket = (name: string, templateIds: number[]) =>
  apiFetch<StaffPacket>('/api/staff/document-packets', { method: 'POST', json: { name, templateIds } });

export const assignDocuments = (input: AssignmentInput) =>
  apiFetch<AssignmentResult>('/api/staff/document-assignments', { method: 'POST', json: input });

export interface BoardQuery {
  state?: BoardState | '';
  q?: string;
  /** 1 when absent. */
  page?: number;
}

/** The board's path with its filters: only those set, and the page when past the first. */
export function boardPath(path: string, query: BoardQuery): string {
  return withQuery(path, {
    state: query.state,
    q: query.q,
    page: query.page && query.page > 1 ? query.page : undefined,
  });
}

export const fetchBoard = (query: BoardQuery, signal?: AbortSignal) =>
  apiFetch<StatusBoard>(boardPath('/api/staff/document-status', query), { signal });

export const fetchReview = (id: number, signal?: AbortSignal) =>
  apiFetch<DocumentReview>(`/api/staff/documents/${id}`, { signal });

export const rejectDocument = (id: number, reason: string) =>
  apiFetch<{ ok: true }>(`/api/staff/documents/${id}/reject`, { method: 'POST', json: { reason } });

export const cancelDocument = (id: number) =>
  apiFetch<{ ok: true }>(`/api/staff/documents/${id}/cancel`, { method: 'POST', json: {} });

export const extendDocument = (id: number, dueDate: string) =>
  apiFetch<{ ok: true; dueAt: string }>(`/api/staff/documents/${id}/extend`, { method: 'POST', json: { dueDate } });

export const fetchReminderSchedule = (signal?: AbortSignal) =>
  apiFetch<ReminderSchedule>('/api/staff/document-reminders', { signal });

export const saveReminderSchedule = (schedule: ReminderSchedule) =>
  apiFetch<ReminderSchedule>('/api/staff/document-reminders', { method: 'PUT', json: schedule });

export const remindDocuments = (documentIds: number[]) =>
  apiFetch<RemindResult>('/api/staff/document-reminders/send', { method: 'POST', json: { documentIds } });
