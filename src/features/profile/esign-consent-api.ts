/** The candidate's ESIGN consent: read it, withdraw it (common/esign-disclosure.ts). */
import type { EsignConsentStatus } from '../../../common/esign-disclosure';
import { apiFetch } from '../../lib/api';

export const fetchEsignConsent = (signal?: AbortSignal) =>
  apiFetch<EsignConsentStatus>('/api/me/esign-consent', { signal });

export const withdrawEsignConsent = () =>
  apiFetch<{ moved: number; status: EsignConsentStatus }>('/api/me/esign-consent/withdraw', { method: 'POST' });
