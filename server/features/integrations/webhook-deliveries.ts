/** An endpoint's deliveries: the newest listed, one sent again, a test event sent at once. */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, type WebhookDelivery } from '../../../common/webhooks';
import { AppError, ErrorCode } from '../../errors';
import { parseInput } from '../jobs/jobs.service';
import { deliveryOf, endpointOrThrow, idSchema, type WebhookUseCaseDeps } from './webhooks.shared';

const DELIVERIES_LISTED = 50;

export async function deliveries(deps: WebhookUseCaseDeps, idInput: unknown): Promise<WebhookDelivery[]> {
  const row = await endpointOrThrow(deps, idInput);
  return (await deps.repo.deliveries(row.id, DELIVERIES_LISTED)).map(deliveryOf);
}

/**
 * Sends a delivery again, now: the same row (same webhook-id and payload) queued again, so a
 * failing delivery is retried rather than joined by a copy.
 */
export async function replay(
  deps: WebhookUseCaseDeps,
  endpointIdInput: unknown,
  deliveryIdInput: unknown,
  actorId: number,
): Promise<WebhookDelivery> {
  const { repo, clock, audit } = deps;
  const endpoint = await endpointOrThrow(deps, endpointIdInput);
  const original = await repo.findDelivery(parseInput(idSchema, deliveryIdInput));
  if (!original || original.endpointId !== endpoint.id)
    throw new AppError(ErrorCode.NOT_FOUND, WEBHOOK_MESSAGES.deliveryNotFound);
  if (!(await repo.resend(original.id, clock()))) throw new AppError(ErrorCode.CONFLICT, WEBHOOK_MESSAGES.running);
  await audit.record({
    action: 'webhook.replayed',
    actorId,
    detail: { endpointId: endpoint.id, messageId: original.messageId },
  });
  deps.nudge();
  return deliveryOf((await repo.findDelivery(original.id))!);
}

/**
 * Sends a test event to the endpoint now, on or off, and answers how it went: one attempt,
 * listed with its deliveries, never retried.
 */
export async function sendTest(
  deps: WebhookUseCaseDeps,
  endpointIdInput: unknown,
  actorId: number,
): Promise<WebhookDelivery> {
  const { repo, clock, audit } = deps;
  const endpoint = await endpointOrThrow(deps, endpointIdInput);
  const messageId = `msg_${randomUUID().replace(/-/g, '')}`;
  const createdAt = clock();
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date(createdAt).toISOString(),
    data: { endpointId: endpoint.id, message: WEBHOOK_MESSAGES.testPayload },
  });
  const outcome = await deps.attempt(endpoint, messageId, payload);
  const id = await repo.insertDelivery({
    endpointId: endpoint.id,
    messageId,
    event: WEBHOOK_TEST_EVENT,
    payload,
    status: outcome.delivered ? 'delivered' : 'failed',
    attempts: 1,
    nextAttemptAt: createdAt,
    responseStatus: outcome.responseStatus,
    lastError: outcome.error,
    createdAt,
    deliveredAt: outcome.delivered ? clock() : null,
  });
  await audit.record({
    action: 'webhook.tested',
    actorId,
    detail: { endpointId: endpoint.id, delivered: outcome.delivered },
  });
  return deliveryOf((await repo.findDelivery(id))!);
}
