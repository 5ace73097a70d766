/** Calls of the profile's résumé and privacy sections. */
import type { AcceptSuggestionsInput, ResumeSummary } from '../../../common/resume';
import { RESUME_UPLOAD_FIELD } from '../../../common/resume';
import { ApiError, apiFetch } from '../../lib/api';
import { RESUME_TEXT } from './messages';

export const fetchResume = (signal?: AbortSignal) =>
  apiFetch<{ resume: ResumeSummary | null }>('/api/me/resume', { signal }).then((r) => r.resume);

export const deleteResume = () => apiFetch('/api/me/resume', { method: 'DELETE' });

export const acceptSuggestions = (input: AcceptSuggestionsInput) =>
  apiFetch<ResumeSummary>('/api/me/resume/suggestions', { method: 'POST', json: input });

export const RESUME_FILE_URL = '/api/me/resume/file';
export const EXPORT_URL = '/api/me/export';

export const deleteAccount = (password: string) =>
  apiFetch<{ ok: true }>('/api/me/delete-account', { method: 'POST', json: { password } });

/**
 * PUT /api/me/resume with upload progress (fetch cannot report it): `onProgress` gets 0..1 while
 * the bytes go up; the promise settles when the server has read the file.
 */
export function uploadResume(file: File, onProgress: (fraction: number) => void): Promise<ResumeSummary> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', '/api/me/resume');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as ResumeSummary);
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : xhr.statusText || RESUME_TEXT.uploadFailedStatus;
      reject(new ApiError(message, xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(RESUME_TEXT.notReached, 0, null));
    const form = new FormData();
    form.append(RESUME_UPLOAD_FIELD, file);
    xhr.send(form);
  });
}
