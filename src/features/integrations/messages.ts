/** Texts of /admin/integrations. */
import type { WebhookDelivery } from '../../../common/webhooks';
import { ApiError } from '../../lib/api';

export const INTEGRATIONS_TEXT = {
  title: 'Integrations',
  lead: 'Send what happens in the portal to your other systems as signed webhooks.',
  loading: 'Loading the webhook endpoints…',
  couldNotLoad: 'Sorry, we could not load the webhook endpoints.',
  adminsOnly: 'Only admins can manage integrations.',
  endpoints: 'Webhook endpoints',
  none: 'No endpoints yet. Add one below to start receiving events.',
  add: 'Add an endpoint',
  url: 'Endpoint URL',
  urlHelp: 'An https:// address of your system that accepts POST requests (public addresses only).',
  urlLocal: 'To test against your own machine (http://, localhost or a private network address), run the server with',
  description: 'Description (optional)',
  events: 'Events to send',
  create: 'Add endpoint',
  creating: 'Adding the endpoint…',
  secretTitle: 'Signing secret',
  secretHelp:
    'Copy it now: it is shown only once. Your system verifies each delivery with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).',
  copy: 'Copy secret',
  copied: 'Copied.',
  on: 'On',
  off: 'Off',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  remove: 'Delete',
  removeTitle: 'Delete this endpoint?',
  removeBody: (url: string) => `Nothing more is sent to ${url}, and its delivery history is deleted.`,
  cancel: 'Cancel',
  removing: 'Deleting…',
  failingSince: (when: string) => `Every delivery has failed since ${when}.`,
  showDeliveries: 'Show deliveries',
  hideDeliveries: 'Hide deliveries',
  deliveries: 'Recent deliveries',
  noDeliveries: 'Nothing has been sent to this endpoint yet.',
  event: 'Event',
  status: 'Status',
  answer: 'Answer',
  attempts: 'Attempts',
  created: 'Created',
  replay: 'Send again',
  replayed: 'Queued to be sent again.',
  sendTest: 'Send a test event',
  testing: 'Sending a test event…',
  testResult: (d: WebhookDelivery) =>
    d.status === 'delivered'
      ? `Test event delivered: the endpoint answered HTTP ${d.responseStatus ?? ''}.`
      : `The test event was not delivered. ${d.lastError ?? ''}`,
  nextTry: 'Next try',
  statusText: { pending: 'pending', failing: 'failing', delivered: 'delivered', failed: 'failed' } as Record<
    WebhookDelivery['status'],
    string
  >,
  actionFailed: 'Sorry, that did not work. Please try again.',
  deliveriesFailed: 'Sorry, we could not load the deliveries.',
} as const;

/** What a failed action says: the server's reason for a refusal, our own sentence otherwise. */
export const reason = (err: unknown) =>
  err instanceof ApiError && err.status < 500 ? err.message : INTEGRATIONS_TEXT.actionFailed;

export const API_KEYS_TEXT = {
  title: 'API keys',
  lead: 'Your ATS or HR system calls the portal’s REST API with a key. Each key holds only the scopes you choose.',
  docs: 'API reference',
  loading: 'Loading the API keys…',
  couldNotLoad: 'Sorry, we could not load the API keys.',
  none: 'No API keys yet.',
  add: 'Create an API key',
  name: 'Name',
  nameHelp: 'Which system uses it, e.g. “Workday sync”.',
  scopes: 'Scopes',
  expires: 'Last day it works (optional)',
  create: 'Create key',
  creating: 'Creating the key…',
  keyTitle: 'New API key',
  keyHelp: 'Copy it now: it is shown only once. Send it as Authorization: Bearer <key>.',
  copy: 'Copy key',
  copied: 'Copied.',
  prefix: 'Key',
  created: 'Created',
  lastUsed: 'Last used',
  expiry: 'Expires',
  status: 'Status',
  never: 'Never',
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
  stopped: 'Stopped',
  createdBy: 'Created by',
  deletedAccount: 'A deleted account',
  /** Why a key stopped with its creator: it works only while they are an active admin. */
  creatorGone: {
    deactivated: 'Its creator is deactivated.',
    not_admin: 'Its creator is no longer an admin.',
    removed: 'Its creator’s account was deleted.',
  },
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke this API key?',
  revokeBody: (name: string) => `Every request with “${name}” is refused from now on. This cannot be undone.`,
  revoking: 'Revoking…',
  cancel: 'Cancel',
} as const;
