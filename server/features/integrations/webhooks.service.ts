/**
 * Outgoing webhooks. An event is published in the transaction of the change it reports: one
 * delivery row per enabled endpoint that subscribed, so a change and its notice commit together.
 * The queue (lib/due-queue, as the mail outbox) delivers each once across instances, signed per
 * the Standard Webhooks specification by the `standardwebhooks` package: a few endpoints at once,
 * each endpoint's rows one after another, every attempt under one deadline (deliver-webhook.ts,
 * webhook-send.ts). Private targets are refused when an endpoint is added (webhook-address.ts).
 * Any delivery can be sent again (the same row and webhook-id, so receivers that already have it
 * drop it), and a test event can be sent to an endpoint at once, its result answered.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '../../../common/webhooks';
import type { Db, Dialect } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { createDueQueue } from '../../lib/due-queue';
import { parse } from '../../lib/parse-fields';
import { parseInput } from '../jobs/jobs.service';
import { createAttempt, createDeliverer, type DeliveryDeps } from './deliver-webhook';
import { isPublicTarget } from './webhook-address';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

const DELIVERIES_LISTED = 50;
/** Endpoints delivered to at once by one instance. */
const CONCURRENCY = 4;
/** A claimed row stays its instance's for the attempt's deadline and a minute more for the database work around it. */
const LOCK_MARGIN_MS = 60_000;
/** Rows written before the fixed texts kept the socket's own words after this. */
const RAW_ERROR_PREFIX = 'Not delivered: ';

export interface WebhooksDeps extends DeliveryDeps {
  db: Db;
  dialect: Dialect;
}

const idSchema = z.coerce.number().int().positive();
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function endpointOf(row: EndpointRow): WebhookEndpoint {
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

function deliveryOf(row: DeliveryRow): WebhookDelivery {
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

/** An http:// target is for testing against one's own machine (WEBHOOK_ALLOW_PRIVATE). */
const isHttps = (url: string) => new URL(url).protocol === 'https:';

export function createWebhooksService(deps: WebhooksDeps) {
  const { repo, clock, logger, audit } = deps;
  const attempt = createAttempt(deps);
  const invalidUrl = (message: string) => new AppError(ErrorCode.VALIDATION, message, { fields: { url: message } });

  async function endpointOrThrow(idInput: unknown): Promise<EndpointRow> {
    const row = await repo.find(parseInput(idSchema, idInput));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, WEBHOOK_MESSAGES.notFound);
    return row;
  }

  const queue = createDueQueue({
    db: deps.db,
    dialect: deps.dialect,
    clock,
    logger,
    table: 'webhookDelivery',
    handle: createDeliverer(deps),
    concurrency: CONCURRENCY,
    groupBy: 'endpointId',
    lockMs: deps.timeoutMs + LOCK_MARGIN_MS,
  });

  return {
    /** Delivers what is due now (tests, the CLI); the server polls and is nudged after each publish. */
    drain: queue.drain,
    start: queue.start,
    stop: queue.stop,

    /**
     * Writes `event` for every enabled endpoint that subscribed, in `trx` (the change's own
     * transaction). Call `nudge()` after the commit.
     */
    async publish(trx: Kysely<Database>, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
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
    },
    nudge: queue.nudge,

    async list(): Promise<WebhookEndpoint[]> {
      return (await repo.list()).map(endpointOf);
    },

    /** The secret is in this answer only. */
    async create(input: unknown, actorId: number): Promise<CreatedWebhookEndpoint> {
      const value = parse(webhookEndpointSchema, input ?? {});
      if (!deps.allowPrivate && !(await isPublicTarget(value.url, deps.timeoutMs)))
        throw invalidUrl(WEBHOOK_MESSAGES.privateAddress);
      if (!deps.allowPrivate && !isHttps(value.url)) throw invalidUrl(WEBHOOK_MESSAGES.httpsOnly);
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      const id = await repo.insert({
        url: value.url,
        description: value.description,
        events: JSON.stringify([...new Set(value.events)]),
        secret,
        createdBy: actorId,
        createdAt: clock(),
      });
      await audit.record({ action: 'webhook.created', actorId, detail: { endpointId: id, url: value.url } });
      return { ...endpointOf((await repo.find(id))!), secret };
    },

    /** Turns an endpoint on or off, or changes its events; turning it on clears the failure record. */
    async update(idInput: unknown, input: unknown, actorId: number): Promise<WebhookEndpoint> {
      const row = await endpointOrThrow(idInput);
      const patch = parseInput(webhookEndpointPatchSchema, input);
      await repo.update(row.id, {
        ...(patch.events ? { events: JSON.stringify([...new Set(patch.events)]) } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.enabled !== undefined
          ? { enabled: patch.enabled ? 1 : 0, ...(patch.enabled ? { disabledReason: null, failingSince: null } : {}) }
          : {}),
      });
      await audit.record({ action: 'webhook.updated', actorId, detail: { endpointId: row.id, ...patch } });
      return endpointOf((await repo.find(row.id))!);
    },

    async remove(idInput: unknown, actorId: number): Promise<void> {
      const row = await endpointOrThrow(idInput);
      await repo.remove(row.id);
      await audit.record({ action: 'webhook.deleted', actorId, detail: { endpointId: row.id, url: row.url } });
    },

    async deliveries(idInput: unknown): Promise<WebhookDelivery[]> {
      const row = await endpointOrThrow(idInput);
      return (await repo.deliveries(row.id, DELIVERIES_LISTED)).map(deliveryOf);
    },

    /**
     * Sends a delivery again, now: the same row (same webhook-id and payload) queued again, so a
     * failing delivery is retried rather than joined by a copy.
     */
    async replay(endpointIdInput: unknown, deliveryIdInput: unknown, actorId: number): Promise<WebhookDelivery> {
      const endpoint = await endpointOrThrow(endpointIdInput);
      const original = await repo.findDelivery(parseInput(idSchema, deliveryIdInput));
      if (!original || original.endpointId !== endpoint.id)
        throw new AppError(ErrorCode.NOT_FOUND, WEBHOOK_MESSAGES.deliveryNotFound);
      if (!(await repo.resend(original.id, clock()))) throw new AppError(ErrorCode.CONFLICT, WEBHOOK_MESSAGES.running);
      await audit.record({
        action: 'webhook.replayed',
        actorId,
        detail: { endpointId: endpoint.id, messageId: original.messageId },
      });
      queue.nudge();
      return deliveryOf((await repo.findDelivery(original.id))!);
    },

    /**
     * Sends a test event to the endpoint now, on or off, and answers how it went: one attempt,
     * listed with its deliveries, never retried.
     */
    async sendTest(endpointIdInput: unknown, actorId: number): Promise<WebhookDelivery> {
      const endpoint = await endpointOrThrow(endpointIdInput);
      const messageId = `msg_${randomUUID().replace(/-/g, '')}`;
      const createdAt = clock();
      const payload = JSON.stringify({
        type: WEBHOOK_TEST_EVENT,
        timestamp: new Date(createdAt).toISOString(),
        data: { endpointId: endpoint.id, message: WEBHOOK_MESSAGES.testPayload },
      });
      const outcome = await attempt(endpoint, messageId, payload);
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
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
