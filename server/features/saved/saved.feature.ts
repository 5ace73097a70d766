/** Saved jobs and searches, and the job alerts a saved search sends. */
import type { Feature } from '../../compose';
import { pickTimeZone } from '../../lib/time-zones';
import { createSavedRepository } from './saved.repository';
import { savedRoutes } from './saved.routes';
import { createSavedService, type SavedService } from './saved.service';

export interface SavedServices {
  saved: SavedService;
}

export const savedFeature: Feature<SavedServices> = {
  name: 'saved',
  services: ({ config, logger, db, dialect, clock, audit, site, mailQueued }, s) => ({
    saved: createSavedService({
      repo: createSavedRepository(db, dialect),
      jobs: s.jobs,
      clock,
      logger,
      audit,
      secret: config.sessionSecret,
      site,
      recipient: async (userId) => {
        const user = await s.auth.sessionUser(userId);
        if (!user?.emailConfirmed) return null;
        return {
          email: user.email,
          firstName: user.firstName,
          timeZone: pickTimeZone(config.defaultTimeZone, user.timeZone),
          preferredLanguage: user.preferredLanguage,
        };
      },
      mailQueued,
    }),
  }),
  routes: (r) => [savedRoutes(r)],
};
