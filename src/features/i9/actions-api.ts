/** The calls of Form I-9 that change a completed form or open one: corrections, the end of employment, a recorded acceptance. */
import type { I9Acceptance, I9Record, I9Section1, I9Section2, I9Summary } from '../../../common/i9';
import { apiFetch } from '../../lib/api';

const id = (value: number | string) => encodeURIComponent(String(value));

/** The employee's correction of their Section 1: a new version with its reason. */
export const correctSection1 = (formId: number, values: I9Section1, reason: string) =>
  apiFetch<I9Summary>(`/api/me/i9/${id(formId)}/corrections`, {
    method: 'POST',
    json: { part: 'section1', values, reason },
  });

/** I-9 staff's correction of Section 2 (step-up, asked by the server). */
export const correctSection2 = (formId: number, values: I9Section2, reason: string) =>
  apiFetch<I9Record>(`/api/staff/i9/${id(formId)}/corrections`, {
    method: 'POST',
    json: { part: 'section2', values, reason },
  });

export const endEmployment = (formId: number, endDate: string) =>
  apiFetch<I9Record>(`/api/staff/i9/${id(formId)}/employment-end`, { method: 'PUT', json: { endDate } });

/** Whether an application's acceptance opened a form, and its days (any staff). */
export const fetchAcceptance = (applicationId: number, signal?: AbortSignal) =>
  apiFetch<{ form: I9Acceptance | null }>(`/api/staff/applications/${id(applicationId)}/offer-acceptance`, {
    signal,
  });

/** Staff record an acceptance made outside the portal: the form opens. */
export const recordAcceptance = (
  applicationId: number,
  body: { startDate: string; hiringSiteId: number | null; shortJob: boolean },
) =>
  apiFetch<I9Summary>(`/api/staff/applications/${id(applicationId)}/offer-acceptance`, {
    method: 'POST',
    json: body,
  });
