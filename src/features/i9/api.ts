/** The calls of Form I-9: the employee's own form, and the I-9 staff's. */
import type {
  I9Document,
  I9Preparer,
  I9Record,
  I9Section1,
  I9Section2,
  I9Summary,
  I9VersionEntry,
} from '../../../common/i9';
import { apiFetch } from '../../lib/api';

const id = (value: number | string) => encodeURIComponent(String(value));

export type MyI9 = I9Summary & {
  section1: I9Section1 | null;
  preparers: I9Preparer[];
  /** The history of the employee's own parts (Section 1, Supplement A). */
  versions: I9VersionEntry[];
};

export const fetchMyI9s = (signal?: AbortSignal) => apiFetch<I9Summary[]>('/api/me/i9', { signal });

export const fetchMyI9 = (formId: string, signal?: AbortSignal) =>
  apiFetch<MyI9>(`/api/me/i9/${id(formId)}`, { signal });

export const acceptOffer = (applicationId: number, startDate: string) =>
  apiFetch<I9Summary>(`/api/me/applications/${id(applicationId)}/offer/accept`, {
    method: 'POST',
    json: { startDate },
  });

export const completeSection1 = (
  formId: number,
  body: { section1: I9Section1; preparers: I9Preparer[]; lateReason: string },
) => apiFetch<I9Summary>(`/api/me/i9/${id(formId)}/section1`, { method: 'PUT', json: body });

export type StaffI9Row = I9Summary & { candidate: string };

export const fetchI9List = (signal?: AbortSignal) => apiFetch<StaffI9Row[]>('/api/staff/i9', { signal });

export const fetchI9Record = (formId: string, signal?: AbortSignal) =>
  apiFetch<I9Record>(`/api/staff/i9/${id(formId)}`, { signal });

export const completeSection2 = (formId: number, body: { section2: I9Section2; lateReason: string }) =>
  apiFetch<I9Record>(`/api/staff/i9/${id(formId)}/section2`, { method: 'PUT', json: body });

export const completeSupplementB = (
  formId: number,
  body: { document: I9Document; examinerName: string; examinerTitle: string },
) => apiFetch<I9Record>(`/api/staff/i9/${id(formId)}/supplement-b`, { method: 'PUT', json: body });
