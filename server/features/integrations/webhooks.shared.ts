/**
 * What the webhook use cases share: the service's deps and the one attempt and queue nudge its
 * factory makes, the endpoint an id names, and the endpoints' and deliveries' views (see
 * webhooks.service.ts).
 */
import { z } from 'zod';
import {
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../common/webhooks';
import type { Db, Dialect } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import { parseInput } from '../jobs/jobs.service';
import type { createAttempt, DeliveryDeps } from './deliver-webhook';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

/** Rows written before the fixed texts kept the socket's own words after this. */
const RAW_ERROR_PREFIX = 'Not delivered: ';

export interface WebhooksDeps extends DeliveryDeps {
  db: Db;
  dialect: Dialect;
}

/** The factory's deps with what it makes once: the test event's attempt and the queue's nudge. */
export interface WebhookUseCaseDeps extends WebhooksDeps {
  attempt: ReturnType<typeof createAttempt>;
  nudge: () => void;
}

export const idSchema = z.coerce.number().int().positive();
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEvent[],
    enabled: row.enabled === 1,
    createdAt: iso(row.createdAt)!,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
  };
}

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  // Waiting for another attempt after one failed: failing, not merely pending.
  const failing = row.status === 'pending' && row.lastError !== null;
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event as WebhookDelivery['event'],
    status: failing ? 'failing' : row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError?.startsWith(RAW_ERROR_PREFIX) ? WEBHOOK_MESSAGES.unreachable : row.lastError,
    createdAt: iso(row.createdAt)!,
    deliveredAt: iso(row.deliveredAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  };
}

export async function endpointOrThrow(deps: WebhookUseCaseDeps, idInput: unknown): Promise<EndpointRow> {
  const row = await deps.repo.find(parseInput(idSchema, idInput));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, WEBHOOK_MESSAGES.notFound);
  return row;
}
