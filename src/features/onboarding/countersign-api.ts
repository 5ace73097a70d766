/** The employer's countersignatures: what waits, and a signing URL for one. */
import type { AwaitingEmployer } from '../../../common/onboarding';
import { apiFetch } from '../../lib/api';

export const COUNTERSIGN_PATH = '/admin/documents/countersign';

export const fetchAwaitingEmployer = (signal?: AbortSignal) =>
  apiFetch<AwaitingEmployer[]>('/api/staff/countersignatures', { signal });

export const countersignUrl = (documentId: number) =>
  apiFetch<{ url: string }>(`/api/staff/documents/${documentId}/countersign`, {
    method: 'POST',
    json: { returnUrl: COUNTERSIGN_PATH },
  });
