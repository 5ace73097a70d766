/** The application form's calls: read the form, submit it (JSON, or multipart with a résumé file). */
import type { ApplicationForm, ApplicationSubmission, SubmissionResult } from '../../../common/application-form';
import { RESUME_UPLOAD_FIELD } from '../../../common/resume';
import { ApiError, apiFetch } from '../../lib/api';

export const getApplicationForm = (jobOrderId: number, signal?: AbortSignal) =>
  apiFetch<ApplicationForm>(`/api/jobs/${jobOrderId}/application-form`, { signal });

export function submitApplication(jobOrderId: number, submission: ApplicationSubmission, file: File | null) {
  const url = `/api/jobs/${jobOrderId}/applications`;
  if (!file) return apiFetch<SubmissionResult>(url, { method: 'POST', json: submission });
  const body = new FormData();
  body.append('application', JSON.stringify(submission));
  body.append(RESUME_UPLOAD_FIELD, file);
  return apiFetch<SubmissionResult>(url, { method: 'POST', body });
}

/** A one-click apply refused because the job has questions names its form: where to go instead. */
export function formPathOf(err: unknown): string | null {
  const form = err instanceof ApiError && err.status === 409 ? (err.body as { form?: unknown } | null)?.form : null;
  return typeof form === 'string' && /^\/jobs\/\d+\/apply$/.test(form) ? form : null;
}
