/** Texts of /admin/integrations. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { WebhookDelivery } from '../../../common/webhooks';
import { ApiError } from '../../lib/api';

export const INTEGRATIONS_TEXT = translatable({
  title: msg`Integrations`,
  lead: msg`Send what happens in the portal to your other systems as signed webhooks.`,
  loading: msg`Loading the webhook endpoints…`,
  couldNotLoad: msg`Sorry, we could not load the webhook endpoints.`,
  adminsOnly: msg`Only admins can manage integrations.`,
  endpoints: msg`Webhook endpoints`,
  none: msg`No endpoints yet. Add one below to start receiving events.`,
  add: msg`Add an endpoint`,
  url: msg`Endpoint URL`,
  urlHelp: msg`An https:// address of your system that accepts POST requests (public addresses only).`,
  urlLocal: msg({
    message: 'To test against your own machine (http://, localhost or a private network address), run the server with',
    comment: 'Followed by the setting WEBHOOK_ALLOW_PRIVATE=true (as code) and a period.',
  }),
  description: msg`Description (optional)`,
  events: msg`Events to send`,
  create: msg`Add endpoint`,
  creating: msg`Adding the endpoint…`,
  secretTitle: msg`Signing secret`,
  secretHelp: msg({
    message:
      'Copy it now: it is shown only once. Your system verifies each delivery with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).',
    comment:
      'Standard Webhooks is the name of a specification; webhook-id, webhook-timestamp and webhook-signature are header names: keep them.',
  }),
  copy: msg`Copy secret`,
  copied: msg`Copied.`,
  on: msg({ message: 'On', comment: 'An endpoint’s state: it receives events.' }),
  off: msg({ message: 'Off', comment: 'An endpoint’s state: it receives nothing.' }),
  turnOn: msg`Turn on`,
  turnOff: msg`Turn off`,
  remove: msg`Delete`,
  removeTitle: msg`Delete this endpoint?`,
  removeBody: (url: string) => t`Nothing more is sent to ${url}, and its delivery history is deleted.`,
  cancel: msg`Cancel`,
  removing: msg`Deleting…`,
  failingSince: (when: string) => t`Every delivery has failed since ${when}.`,
  showDeliveries: msg`Show deliveries`,
  hideDeliveries: msg`Hide deliveries`,
  deliveries: msg`Recent deliveries`,
  noDeliveries: msg`Nothing has been sent to this endpoint yet.`,
  event: msg`Event`,
  status: msg`Status`,
  answer: msg({
    message: 'Answer',
    comment: 'Column of the deliveries: what the endpoint answered (an HTTP status or an error).',
  }),
  attempts: msg`Attempts`,
  created: msg({ message: 'Created', comment: 'Column of the deliveries: when the delivery was created.' }),
  replay: msg`Send again`,
  replayed: msg`Queued to be sent again.`,
  sendTest: msg`Send a test event`,
  testing: msg`Sending a test event…`,
  testResult: (d: WebhookDelivery) => {
    if (d.status === 'delivered') {
      const status = d.responseStatus ?? '';
      return t`Test event delivered: the endpoint answered HTTP ${status}.`;
    }
    const error = d.lastError ?? '';
    return t({
      message: `The test event was not delivered. ${error}`,
      comment: 'error is the reason, as the server wrote it.',
    });
  },
  nextTry: msg`Next try`,
  statusText: {
    pending: msg({ message: 'pending', comment: 'A webhook delivery’s status.' }),
    failing: msg({ message: 'failing', comment: 'A webhook delivery’s status: it failed and will be tried again.' }),
    delivered: msg({ message: 'delivered', comment: 'A webhook delivery’s status.' }),
    failed: msg({ message: 'failed', comment: 'A webhook delivery’s status: it failed and will not be tried again.' }),
  } satisfies Record<WebhookDelivery['status'], unknown>,
  actionFailed: msg`Sorry, that did not work. Please try again.`,
  deliveriesFailed: msg`Sorry, we could not load the deliveries.`,
});

/** What a failed action says: the server's reason for a refusal, our own sentence otherwise. */
export const reason = (err: unknown) =>
  err instanceof ApiError && err.status < 500 ? err.message : INTEGRATIONS_TEXT.actionFailed;

export const API_KEYS_TEXT = translatable({
  title: msg`API keys`,
  lead: msg`Your ATS or HR system calls the portal’s REST API with a key. Each key holds only the scopes you choose.`,
  docs: msg`API reference`,
  loading: msg`Loading the API keys…`,
  couldNotLoad: msg`Sorry, we could not load the API keys.`,
  none: msg`No API keys yet.`,
  add: msg`Create an API key`,
  name: msg`Name`,
  nameHelp: msg`Which system uses it, e.g. “Workday sync”.`,
  scopes: msg`Scopes`,
  expires: msg`Last day it works (optional)`,
  create: msg`Create key`,
  creating: msg`Creating the key…`,
  keyTitle: msg`New API key`,
  keyHelp: msg({
    message: 'Copy it now: it is shown only once. Send it as Authorization: Bearer <key>.',
    comment: '“Authorization: Bearer <key>” is an HTTP header: keep it as it is.',
  }),
  copy: msg`Copy key`,
  copied: msg`Copied.`,
  prefix: msg({ message: 'Key', comment: 'Column of the API keys: the first characters of the key.' }),
  created: msg({ message: 'Created', comment: 'Column of the API keys: the date the key was created.' }),
  lastUsed: msg`Last used`,
  expiry: msg({ message: 'Expires', comment: 'Column of the API keys: the last day the key works.' }),
  status: msg`Status`,
  never: msg`Never`,
  active: msg({ message: 'Active', comment: 'An API key’s status.' }),
  revoked: msg({ message: 'Revoked', comment: 'An API key’s status.' }),
  expired: msg({ message: 'Expired', comment: 'An API key’s status.' }),
  stopped: msg({ message: 'Stopped', comment: 'An API key’s status: it stopped working with its creator.' }),
  createdBy: msg`Created by`,
  deletedAccount: msg`A deleted account`,
  /** Why a key stopped with its creator: it works only while they are an active admin. */
  creatorGone: {
    deactivated: msg`Its creator is deactivated.`,
    not_admin: msg`Its creator is no longer an admin.`,
    removed: msg`Its creator’s account was deleted.`,
  },
  revoke: msg`Revoke`,
  revokeLabel: (name: string) => t`Revoke ${name}`,
  revokeTitle: msg`Revoke this API key?`,
  revokeBody: (name: string) => t`Every request with “${name}” is refused from now on. This cannot be undone.`,
  revoking: msg`Revoking…`,
  cancel: msg`Cancel`,
});
