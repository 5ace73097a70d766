/**
 * Outgoing webhooks. An event is published in the transaction of the change it reports: one
 * delivery row per enabled endpoint that subscribed, so a change and its notice commit together.
 * The queue (lib/due-queue, as the mail outbox) delivers each once across instances, signed per
 * the Standard Webhooks specification by the `standardwebhooks` package: a few endpoints at once,
 * each endpoint's rows one after another, every attempt under one deadline (deliver-webhook.ts,
 * webhook-send.ts). Private targets are refused when an endpoint is added (webhook-address.ts).
 * Any delivery can be sent again (the same row and webhook-id, so receivers that already have it
 * drop it), and a test event can be sent to an endpoint at once, its result answered.
 * Each use case is a function of its own file; this binds them to the service's deps and its one
 * queue. The views and the endpoint lookup they share are in webhooks.shared.ts.
 */
import type { Kysely } from 'kysely';
import type { WebhookEvent } from '../../../common/webhooks';
import type { Database } from '../../db/schema';
import { createDueQueue } from '../../lib/due-queue';
import { createAttempt, createDeliverer } from './deliver-webhook';
import { publish } from './publish-webhook';
import { deliveries, replay, sendTest } from './webhook-deliveries';
import { createEndpoint, listEndpoints, removeEndpoint, updateEndpoint } from './webhook-endpoints';
import type { WebhooksDeps, WebhookUseCaseDeps } from './webhooks.shared';

export type { WebhooksDeps } from './webhooks.shared';

/** Endpoints delivered to at once by one instance. */
const CONCURRENCY = 4;
/** A claimed row stays its instance's for the attempt's deadline and a minute more for the database work around it. */
const LOCK_MARGIN_MS = 60_000;

export function createWebhooksService(factoryDeps: WebhooksDeps) {
  const attempt = createAttempt(factoryDeps);
  const queue = createDueQueue({
    db: factoryDeps.db,
    dialect: factoryDeps.dialect,
    clock: factoryDeps.clock,
    logger: factoryDeps.logger,
    table: 'webhookDelivery',
    handle: createDeliverer(factoryDeps),
    concurrency: CONCURRENCY,
    groupBy: 'endpointId',
    lockMs: factoryDeps.timeoutMs + LOCK_MARGIN_MS,
  });
  const deps: WebhookUseCaseDeps = { ...factoryDeps, attempt, nudge: queue.nudge };

  return {
    /** Delivers what is due now (tests, the CLI); the server polls and is nudged after each publish. */
    drain: queue.drain,
    start: queue.start,
    stop: queue.stop,
    publish: (trx: Kysely<Database>, event: WebhookEvent, data: Record<string, unknown>) =>
      publish(deps, trx, event, data),
    nudge: queue.nudge,
    list: () => listEndpoints(deps),
    create: (input: unknown, actorId: number) => createEndpoint(deps, input, actorId),
    update: (idInput: unknown, input: unknown, actorId: number) => updateEndpoint(deps, idInput, input, actorId),
    remove: (idInput: unknown, actorId: number) => removeEndpoint(deps, idInput, actorId),
    deliveries: (idInput: unknown) => deliveries(deps, idInput),
    replay: (endpointIdInput: unknown, deliveryIdInput: unknown, actorId: number) =>
      replay(deps, endpointIdInput, deliveryIdInput, actorId),
    sendTest: (endpointIdInput: unknown, actorId: number) => sendTest(deps, endpointIdInput, actorId),
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
