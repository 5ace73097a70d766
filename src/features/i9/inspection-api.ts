/** The calls of the Form I-9 inspection export (I-9 staff) and the retention purge (admins). */
import type { I9PurgeRecord, I9Retention } from '../../../common/i9-inspection';
import { ApiError, apiFetch, stepUpAsked } from '../../lib/api';
import { withQuery } from '../../lib/query';
import { noteActivity } from '../../lib/session-activity';
import { askStepUp } from '../../lib/step-up';

/** An answer's error body read as apiFetch reads it: its message, else the status text. */
async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  return new ApiError(message, response.status, body);
}

/** The file name the server gave the download (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(header)?.[1] ?? fallback;
}

/**
 * GET /api/staff/i9/export?from&to: the ZIP, saved by the browser as a download. A session that has
 * not proved its user lately is asked to (step-up), then the call goes again. Answers the number of
 * forms and the file's name.
 */
export async function downloadInspection(range: {
  from: string;
  to: string;
}): Promise<{ forms: number; file: string }> {
  const url = withQuery('/api/staff/i9/export', { from: range.from, to: range.to });
  const ask = () =>
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/zip, application/json' } });
  let response = await ask();
  noteActivity();
  if (response.status === 401) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (stepUpAsked(401, body) && (await askStepUp('action'))) response = await ask();
  }
  if (!response.ok) throw await failure(response);
  const file = fileNameOf(response, 'forms-i9.zip');
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return { forms: Number(response.headers.get('x-forms-count') ?? 0), file };
}

export const fetchRetention = (signal?: AbortSignal) => apiFetch<I9Retention>('/api/admin/i9/retention', { signal });

export const purgeForms = (formIds: number[]) =>
  apiFetch<{ purged: I9PurgeRecord[] }>('/api/admin/i9/purges', { method: 'POST', json: { formIds, confirm: true } });
