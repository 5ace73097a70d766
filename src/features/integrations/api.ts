/** Calls of /admin/integrations (admins; the server refuses everyone else). */
import type { ApiKey, ApiKeyCreate, CreatedApiKey } from '../../../common/api-keys';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../../common/webhooks';
import { apiFetch } from '../../lib/api';

const BASE = '/api/admin/webhooks';

export const fetchEndpoints = (signal?: AbortSignal) => apiFetch<WebhookEndpoint[]>(BASE, { signal });

export const createEndpoint = (input: { url: string; description: string; events: WebhookEvent[] }) =>
  apiFetch<CreatedWebhookEndpoint>(BASE, { method: 'POST', json: input });

export const updateEndpoint = (id: number, patch: { enabled?: boolean; events?: WebhookEvent[] }) =>
  apiFetch<WebhookEndpoint>(`${BASE}/${id}`, { method: 'PATCH', json: patch });

export const deleteEndpoint = (id: number) => apiFetch<{ ok: true }>(`${BASE}/${id}`, { method: 'DELETE' });

/** Sends a test event now and answers its delivery (delivered, or failed and why). */
export const sendTestEvent = (id: number) => apiFetch<WebhookDelivery>(`${BASE}/${id}/test`, { method: 'POST' });

export const fetchDeliveries = (id: number, signal?: AbortSignal) =>
  apiFetch<WebhookDelivery[]>(`${BASE}/${id}/deliveries`, { signal });

export const replayDelivery = (id: number, deliveryId: number) =>
  apiFetch<WebhookDelivery>(`${BASE}/${id}/deliveries/${deliveryId}/replay`, { method: 'POST' });

const KEYS = '/api/admin/api-keys';

export const fetchApiKeys = (signal?: AbortSignal) => apiFetch<ApiKey[]>(KEYS, { signal });

export const createApiKey = (input: ApiKeyCreate) => apiFetch<CreatedApiKey>(KEYS, { method: 'POST', json: input });

export const revokeApiKey = (id: number) => apiFetch<ApiKey>(`${KEYS}/${id}/revoke`, { method: 'POST' });
