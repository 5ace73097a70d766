/**
 * Outgoing webhooks: the events an employer's systems can subscribe to, the admin API's shapes
 * and its messages. Deliveries follow the Standard Webhooks specification (webhook-id,
 * webhook-timestamp, webhook-signature).
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'candidate.registered',
  'document.completed',
  'document.countersigned',
  'job.closed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_TEXT: Record<WebhookEvent, string> = {
  'application.created': 'A candidate applied to a job',
  'application.status_changed': "An application's status changed",
  'candidate.registered': 'A candidate registered',
  'document.completed': 'An onboarding document was completed',
  'document.countersigned': 'The employer countersigned a document',
  'job.closed': 'A job was closed',
};

/** The event a test delivery carries ("Send a test event"): never subscribed to, sent on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Enter the endpoint URL.' })
    .trim()
    .min(1, 'Enter the endpoint URL.')
    .max(2000, 'The endpoint URL is at most 2,000 characters.')
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'Enter the endpoint as a full address starting with https://, e.g. https://ats.example.com/hooks, without a user name or password.'),
  description: z.string().trim().max(200, 'The description is at most 200 characters.').default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS), { error: 'Choose at least one event.' }).min(1, 'Choose at least one event.'),
});

export const webhookEndpointPatchSchema = z.object({
  enabled: z.boolean().optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event.').optional(),
  description: z.string().trim().max(200).optional(),
});

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: string;
  /** Why the endpoint was turned off by the portal (failing for a day), or null. */
  disabledReason: string | null;
  /** Since when every delivery has failed, or null while it answers. */
  failingSince: string | null;
}

/** Only in the answer that creates the endpoint: the signing secret is never shown again. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/**
 * pending: waiting for its first attempt (or sent again); failing: its last attempt failed and it
 * is tried again at `nextAttemptAt`; delivered; failed: no more attempts.
 */
type WebhookDeliveryStatus = 'pending' | 'failing' | 'delivered' | 'failed';

export interface WebhookDelivery {
  id: number;
  messageId: string;
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The endpoint's last HTTP status, or null when it could not be reached. */
  responseStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

export const WEBHOOK_MESSAGES = {
  notFound: 'That webhook endpoint does not exist.',
  deliveryNotFound: 'That delivery does not exist.',
  privateAddress:
    'The endpoint is, or resolves to, a private or local network address; webhooks are only delivered to public addresses. To test against your own machine, run the server with WEBHOOK_ALLOW_PRIVATE=true.',
  httpsOnly:
    'Enter an https:// address: deliveries carry candidates’ details. (http:// works only while the server runs with WEBHOOK_ALLOW_PRIVATE=true, for testing against your own machine.)',
  running: 'That delivery is being sent right now; its result shows in a moment.',
  testPayload: 'A test event from the careers portal: the endpoint is reachable and can verify the signature.',
  // Why an attempt failed, one sentence per kind (the socket's own words stay in the server's log).
  timedOut: (seconds: number) =>
    `The endpoint did not finish answering within ${seconds} seconds, so the attempt was stopped.`,
  unreachable: 'The endpoint could not be reached: the connection failed or was closed before it answered.',
  httpStatus: (status: number) => `The endpoint answered HTTP ${status}.`,
  endpointOff: 'The endpoint is turned off.',
  disabledSubject: 'A webhook endpoint was turned off',
  disabledText: (url: string) =>
    `Every delivery to ${url} failed for a day, so the careers portal stopped sending to it. ` +
    'Fix the endpoint, then turn it back on in the console (Integrations); missed events can be replayed there.',
} as const;
