/** The mail template editor's calls (/api/staff/mail-templates). */
import type { MailTemplateView, SendMode } from '../../../common/mail-templates';
import type { TranslationLanguage } from '../../../common/translations';
import { apiFetch } from '../../lib/api';

export const fetchMailTemplates = (signal?: AbortSignal) =>
  apiFetch<MailTemplateView[]>('/api/staff/mail-templates', { signal });

export const saveMailTemplate = (key: string, input: { subject: string; body: string; sendMode?: SendMode }) =>
  apiFetch<MailTemplateView>(`/api/staff/mail-templates/${encodeURIComponent(key)}`, { method: 'PUT', json: input });

/** The editor's preview frame posts the draft here and shows the mail's HTML as sent. */
export const mailPreviewUrl = (key: string) => `/api/staff/mail-templates/${encodeURIComponent(key)}/preview.html`;

export const resetMailTemplate = (key: string) =>
  apiFetch<MailTemplateView>(`/api/staff/mail-templates/${encodeURIComponent(key)}`, { method: 'DELETE' });

const translationUrl = (key: string, language: TranslationLanguage) =>
  `/api/staff/mail-templates/${encodeURIComponent(key)}/translations/${language}`;

export const saveTemplateTranslation = (
  key: string,
  language: TranslationLanguage,
  input: { subject: string; body: string },
) => apiFetch<MailTemplateView>(translationUrl(key, language), { method: 'PUT', json: input });

export const removeTemplateTranslation = (key: string, language: TranslationLanguage) =>
  apiFetch<MailTemplateView>(translationUrl(key, language), { method: 'DELETE' });
