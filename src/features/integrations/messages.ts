/** Texts of /admin/integrations. */
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
  urlHelp: 'An https address of your system that accepts POST requests.',
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
  actionFailed: 'Sorry, that did not work. Please try again.',
  deliveriesFailed: 'Sorry, we could not load the deliveries.',
} as const;

/** What a failed action says: the server's reason for a refusal, our own sentence otherwise. */
export const reason = (err: unknown) =>
  err instanceof ApiError && err.status < 500 ? err.message : INTEGRATIONS_TEXT.actionFailed;
