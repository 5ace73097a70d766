/** Job feeds: the public feed of open jobs, and the import of the employer's feed. */
import type { Feature } from '../../compose';
import { createFeedsRepository } from './feeds.repository';
import { feedsRoutes } from './feeds.routes';
import { createFeedsService, type FeedsService } from './feeds.service';

export interface FeedsServices {
  feeds: FeedsService;
}

export const feedsFeature: Feature<FeedsServices> = {
  name: 'feeds',
  services: ({ config, db, clock, audit, site }) => ({
    feeds: createFeedsService({
      repo: createFeedsRepository(db),
      clock,
      audit,
      site,
      payTransparencyStates: config.payTransparencyStates,
    }),
  }),
  routes: (r) => [feedsRoutes({ feeds: r.feeds, feedUrl: r.config.jobFeed.url, guards: r.guards })],
};
