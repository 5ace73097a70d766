/** The calls of Form I-9's official PDF: its editions, their mapping, the edition notice. */
import type { EditionNotice, I9Template } from '../../../common/i9-pdf';
import { apiFetch } from '../../lib/api';

export const fetchI9Templates = (signal?: AbortSignal) => apiFetch<I9Template[]>('/api/staff/i9-templates', { signal });

export const fetchI9Template = (templateId: string, signal?: AbortSignal) =>
  apiFetch<I9Template>(`/api/staff/i9-templates/${encodeURIComponent(templateId)}`, { signal });

/** Multipart: the PDF under `pdf`, with `edition` and `expiresOn`. */
export const uploadI9Template = (form: FormData) =>
  apiFetch<I9Template>('/api/staff/i9-templates', { method: 'POST', body: form });

export const saveI9Mapping = (templateId: number, mapping: Record<string, string>) =>
  apiFetch<I9Template>(`/api/staff/i9-templates/${templateId}/mapping`, { method: 'PUT', json: { mapping } });

export const fetchEditionNotice = (signal?: AbortSignal) =>
  apiFetch<{ notice: EditionNotice | null }>('/api/staff/i9-templates/notice', { signal });

/** The form's sealed PDF (a plain link: the browser downloads it). */
export const i9PdfUrl = (formId: number) => `/api/staff/i9/${formId}/pdf`;
