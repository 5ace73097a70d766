/**
 * Outgoing webhooks: the events an employer's systems can subscribe to, the admin API's shapes
 * and its messages. Deliveries follow the Standard Webhooks specification (webhook-id,
 * webhook-timestamp, webhook-signature).
 */
import { z } from 'zod';
import { i18n, translatable } from './i18n';

export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'candidate.registered',
  'document.completed',
  'document.countersigned',
  'i9.overdue',
  'job.closed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_TEXT = /* @__PURE__ */ translatable({
  'application.created': /*i18n*/ { id: 'A candidate applied to a job' },
  'application.status_changed': /*i18n*/ { id: "An application's status changed" },
  'candidate.registered': /*i18n*/ { id: 'A candidate registered' },
  'document.completed': /*i18n*/ { id: 'An onboarding document was completed' },
  'document.countersigned': /*i18n*/ { id: 'The employer countersigned a document' },
  'i9.overdue': /*i18n*/ { id: 'A Form I-9 section is overdue' },
  'job.closed': /*i18n*/ { id: 'A job was closed' },
});

/** The event a test delivery carries ("Send a test event"): never subscribed to, sent on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

const M = /* @__PURE__ */ translatable({
  urlRequired: /*i18n*/ { id: 'Enter the endpoint URL.' },
  urlTooLong: /*i18n*/ { id: 'The endpoint URL is at most 2,000 characters.' },
  urlInvalid: /*i18n*/ {
    id: 'Enter the endpoint as a full address starting with https://, e.g. https://ats.example.com/hooks, without a user name or password.',
  },
  descriptionTooLong: /*i18n*/ { id: 'The description is at most 200 characters.' },
  eventsRequired: /*i18n*/ { id: 'Choose at least one event.' },
});

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: () => M.urlRequired })
    .trim()
    .min(1, { error: () => M.urlRequired })
    .max(2000, { error: () => M.urlTooLong })
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { error: () => M.urlInvalid },
    ),
  description: z
    .string()
    .trim()
    .max(200, { error: () => M.descriptionTooLong })
    .default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS), { error: () => M.eventsRequired }).min(1, { error: () => M.eventsRequired }),
});

export const webhookEndpointPatchSchema = z.object({
  enabled: z.boolean().optional(),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, { error: () => M.eventsRequired })
    .optional(),
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

export const WEBHOOK_MESSAGES = /* @__PURE__ */ translatable({
  notFound: /*i18n*/ { id: 'That webhook endpoint does not exist.' },
  deliveryNotFound: /*i18n*/ { id: 'That delivery does not exist.' },
  privateAddress: /*i18n*/ {
    id: 'The endpoint is, or resolves to, a private or local network address; webhooks are only delivered to public addresses. To test against your own machine, run the server with WEBHOOK_ALLOW_PRIVATE=true.',
  },
  httpsOnly: /*i18n*/ {
    id: 'Enter an https:// address: deliveries carry candidates’ details. (http:// works only while the server runs with WEBHOOK_ALLOW_PRIVATE=true, for testing against your own machine.)',
  },
  running: /*i18n*/ { id: 'That delivery is being sent right now; its result shows in a moment.' },
  testPayload: /*i18n*/ {
    id: 'A test event from the careers portal: the endpoint is reachable and can verify the signature.',
  },
  // Why an attempt failed, one sentence per kind (the socket's own words stay in the server's log).
  timedOut: (seconds: number) =>
    i18n._('The endpoint did not finish answering within {seconds} seconds, so the attempt was stopped.', {
      seconds,
    }),
  unreachable: /*i18n*/ {
    id: 'The endpoint could not be reached: the connection failed or was closed before it answered.',
  },
  httpStatus: (status: number) => i18n._('The endpoint answered HTTP {status}.', { status }),
  endpointOff: /*i18n*/ { id: 'The endpoint is turned off.' },
  disabledSubject: /*i18n*/ { id: 'A webhook endpoint was turned off' },
  disabledText: (url: string) =>
    i18n._(
      'Every delivery to {url} failed for a day, so the careers portal stopped sending to it. Fix the endpoint, then turn it back on in the console (Integrations); missed events can be replayed there.',
      { url },
    ),
});
