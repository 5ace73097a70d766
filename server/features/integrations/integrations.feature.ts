/** The employer's systems: API keys, the REST API (/api/v1) and outgoing webhooks. */
import { API_V1 } from '../../../common/api-keys';
import type { Feature } from '../../compose';
import { createApiKeysRepository } from './api-keys.repository';
import { apiKeysRoutes } from './api-keys.routes';
import { type ApiKeysService, createApiKeysService } from './api-keys.service';
import { apiV1Routes } from './api-v1.routes';
import { type ApiV1Service, createApiV1Service } from './api-v1.service';
import { installWebhookEvents } from './webhook-events';
import { createWebhooksRepository } from './webhooks.repository';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService, type WebhooksService } from './webhooks.service';

export interface IntegrationsServices {
  webhooks: WebhooksService;
  apiKeys: ApiKeysService;
  apiV1: ApiV1Service;
}

export const integrationsFeature: Feature<IntegrationsServices> = {
  name: 'integrations',
  services(ctx, s) {
    const { config, logger, db, dialect, clock, audit } = ctx;
    const webhooks = createWebhooksService({
      db,
      dialect,
      repo: createWebhooksRepository(db),
      clock,
      logger,
      audit,
      allowPrivate: config.webhookAllowPrivate,
      timeoutMs: config.webhookTimeoutMs,
      mailQueued: ctx.mailQueued,
    });
    installWebhookEvents(webhooks, { jobs: s.jobEvents, applications: s.applications, documents: s.documents, db });
    // The REST API for the employer's systems, over the same services as the console.
    const apiV1 = createApiV1Service({
      staff: s.staff,
      applications: s.applications,
      feeds: s.feeds,
      onboarding: s.onboarding,
      staffCandidates: s.staffCandidates,
      audit,
      siteName: config.siteName,
    });
    return { webhooks, apiKeys: createApiKeysService({ repo: createApiKeysRepository(db), clock, audit }), apiV1 };
  },
  // The REST API authenticates by API key alone: before the session and the same-origin guard, so
  // no cookie is read for it (a key in a header is no ambient authority a cross-site page can use).
  keyed: (r) => [
    {
      prefix: API_V1,
      router: apiV1Routes({
        api: r.apiV1,
        apiKeys: r.apiKeys,
        rateLimiter: r.rateLimiter,
        clock: r.clock,
        perMinute: r.config.rateLimits.api,
        publicUrl: r.config.publicUrl,
        siteName: r.config.siteName,
        logger: r.logger,
        guards: r.guards,
      }),
    },
  ],
  routes: (r) => [webhooksRoutes(r), apiKeysRoutes(r)],
};
