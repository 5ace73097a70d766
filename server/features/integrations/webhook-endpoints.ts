/** Webhook endpoints: listed, added (public https targets only, unless allowed), changed and removed. */
import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_MESSAGES,
  type WebhookEndpoint,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '../../../common/webhooks';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import { parseInput } from '../jobs/jobs.service';
import { isPublicTarget } from './webhook-address';
import { endpointOf, endpointOrThrow, type WebhookUseCaseDeps } from './webhooks.shared';

/** An http:// target is for testing against one's own machine (WEBHOOK_ALLOW_PRIVATE). */
const isHttps = (url: string) => new URL(url).protocol === 'https:';
const invalidUrl = (message: string) => new AppError(ErrorCode.VALIDATION, message, { fields: { url: message } });

export async function listEndpoints(deps: WebhookUseCaseDeps): Promise<WebhookEndpoint[]> {
  return (await deps.repo.list()).map(endpointOf);
}

/** The secret is in this answer only. */
export async function createEndpoint(
  deps: WebhookUseCaseDeps,
  input: unknown,
  actorId: number,
): Promise<CreatedWebhookEndpoint> {
  const { repo, clock, audit } = deps;
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
}

/** Turns an endpoint on or off, or changes its events; turning it on clears the failure record. */
export async function updateEndpoint(
  deps: WebhookUseCaseDeps,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<WebhookEndpoint> {
  const { repo, audit } = deps;
  const row = await endpointOrThrow(deps, idInput);
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
}

export async function removeEndpoint(deps: WebhookUseCaseDeps, idInput: unknown, actorId: number): Promise<void> {
  const row = await endpointOrThrow(deps, idInput);
  await deps.repo.remove(row.id);
  await deps.audit.record({ action: 'webhook.deleted', actorId, detail: { endpointId: row.id, url: row.url } });
}
