/** Publishing an event: one delivery row per enabled endpoint that subscribed, in the change's transaction. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookEvent } from '../../../common/webhooks';
import type { Database } from '../../db/schema';
import type { WebhookUseCaseDeps } from './webhooks.shared';

/**
 * Writes `event` for every enabled endpoint that subscribed, in `trx` (the change's own
 * transaction). Call `nudge()` after the commit.
 */
export async function publish(
  deps: WebhookUseCaseDeps,
  trx: Kysely<Database>,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const { repo, clock } = deps;
  const endpoints = (await repo.enabled(trx)).filter((e) => (JSON.parse(e.events) as string[]).includes(event));
  if (endpoints.length === 0) return;
  const now = clock();
  const payload = JSON.stringify({ type: event, timestamp: new Date(now).toISOString(), data });
  await repo.insertDeliveries(
    trx,
    endpoints.map((e) => ({
      endpointId: e.id,
      messageId: `msg_${randomUUID().replace(/-/g, '')}`,
      event,
      payload,
      status: 'pending' as const,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}
