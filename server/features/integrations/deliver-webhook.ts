/**
 * One claimed delivery row, worked: signed per Standard Webhooks, sent (webhook-send.ts) and its
 * outcome recorded. A failure is retried with exponential backoff for a day, except an address that
 * is not public, which is never tried again; an endpoint whose every delivery failed for a day is
 * turned off and the admins are mailed. The admin reads one fixed sentence per kind of failure.
 */
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_MESSAGES } from '../../../common/webhooks';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../logger';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail, retryDelayMs } from '../mail/outbox';
import { type SendFailure, sendWebhook } from './webhook-send';
import type { DeliveryRow, EndpointRow, WebhooksRepository } from './webhooks.repository';

/** How long a delivery is retried, and how long an endpoint may fail before it is turned off. */
const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

export interface DeliveryDeps {
  repo: WebhooksRepository;
  clock: Clock;
  logger: Logger;
  audit: AuditLog;
  /** WEBHOOK_ALLOW_PRIVATE: deliver to loopback and private networks (tests, an intranet ATS). */
  allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS: the deadline of one attempt. */
  timeoutMs: number;
  mailQueued: () => void;
}

/** One attempt's outcome: the endpoint's status, or why it could not answer (null when it took it). */
interface Attempt {
  delivered: boolean;
  responseStatus: number | null;
  error: string | null;
  /** Whether another attempt could succeed (a refused address never does). */
  retry: boolean;
}

/** Signs `payload` per Standard Webhooks and sends it once to `endpoint`. */
export function createAttempt(deps: Pick<DeliveryDeps, 'clock' | 'logger' | 'allowPrivate' | 'timeoutMs'>) {
  const failureText: Record<SendFailure, string> = {
    timeout: WEBHOOK_MESSAGES.timedOut(deps.timeoutMs / 1000),
    refused: WEBHOOK_MESSAGES.privateAddress,
    unreachable: WEBHOOK_MESSAGES.unreachable,
  };
  return async (endpoint: EndpointRow, messageId: string, payload: string): Promise<Attempt> => {
    // The signed timestamp and the header are one reading (the signature covers it, in seconds).
    const at = new Date(Math.floor(deps.clock() / 1000) * 1000);
    const signature = new Webhook(endpoint.secret).sign(messageId, at, payload);
    const result = await sendWebhook(
      endpoint.url,
      {
        'webhook-id': messageId,
        'webhook-timestamp': String(at.getTime() / 1000),
        'webhook-signature': signature,
      },
      payload,
      { allowPrivate: deps.allowPrivate, timeoutMs: deps.timeoutMs },
    );
    if ('failure' in result) {
      deps.logger.info({ messageId, endpointId: endpoint.id, ...result }, 'webhook attempt failed');
      return {
        delivered: false,
        responseStatus: null,
        error: failureText[result.failure],
        retry: result.failure !== 'refused',
      };
    }
    const delivered = result.status >= 200 && result.status < 300;
    return {
      delivered,
      responseStatus: result.status,
      error: delivered ? null : WEBHOOK_MESSAGES.httpStatus(result.status),
      retry: true,
    };
  };
}

/** Works one claimed row; true when the endpoint took it. */
export function createDeliverer(deps: DeliveryDeps): (row: DeliveryRow) => Promise<boolean> {
  const { repo, clock, logger, audit } = deps;
  const attempt = createAttempt(deps);

  /**
   * Failure of one attempt: retried while the window lasts (a refused address never is); the
   * endpoint turned off after a day of failures.
   */
  async function failed(
    row: DeliveryRow,
    endpoint: EndpointRow,
    outcome: { responseStatus: number | null; error: string; retry: boolean },
  ) {
    const now = clock();
    const retry = outcome.retry && now - row.createdAt < WEBHOOK_RETRY_WINDOW_MS;
    await repo.settle(row.id, {
      status: retry ? 'pending' : 'failed',
      nextAttemptAt: now + retryDelayMs(row.attempts),
      responseStatus: outcome.responseStatus,
      lastError: outcome.error,
      deliveredAt: null,
    });
    const since = endpoint.failingSince ?? now;
    if (endpoint.failingSince === null) await repo.update(endpoint.id, { failingSince: now });
    if (now - since >= WEBHOOK_RETRY_WINDOW_MS && endpoint.enabled === 1) {
      await repo.transaction(async (trx) => {
        await trx
          .updateTable('webhookEndpoint')
          .set({ enabled: 0, disabledReason: 'Every delivery failed for a day.' })
          .where('id', '=', endpoint.id)
          .execute();
        // Each admin's mail in that admin's language.
        for (const admin of await repo.adminEmails(trx))
          await enqueueMail(
            trx,
            inReaderLanguage(admin.preferredLanguage, () => ({
              to: admin.email,
              subject: WEBHOOK_MESSAGES.disabledSubject,
              text: WEBHOOK_MESSAGES.disabledText(endpoint.url),
              html: `<p>${WEBHOOK_MESSAGES.disabledText(endpoint.url).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
            })),
            now,
          );
      });
      deps.mailQueued();
      await audit.record({ action: 'webhook.disabled', detail: { endpointId: endpoint.id, url: endpoint.url } });
      logger.warn({ endpointId: endpoint.id }, 'webhook endpoint turned off after a day of failures');
    }
  }

  async function deliver(row: DeliveryRow): Promise<boolean> {
    const endpoint = await repo.find(row.endpointId);
    if (!endpoint || endpoint.enabled !== 1) {
      await repo.settle(row.id, {
        status: 'failed',
        nextAttemptAt: row.nextAttemptAt,
        responseStatus: null,
        lastError: WEBHOOK_MESSAGES.endpointOff,
        deliveredAt: null,
      });
      return false;
    }
    const outcome = await attempt(endpoint, row.messageId, row.payload);
    if (outcome.delivered) {
      await repo.settle(row.id, {
        status: 'delivered',
        nextAttemptAt: row.nextAttemptAt,
        responseStatus: outcome.responseStatus,
        lastError: null,
        deliveredAt: clock(),
      });
      if (endpoint.failingSince !== null) await repo.update(endpoint.id, { failingSince: null });
      return true;
    }
    await failed(row, endpoint, { ...outcome, error: outcome.error! });
    return false;
  }

  return deliver;
}
