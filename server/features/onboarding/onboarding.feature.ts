/** Onboarding for staff: templates and packets, assignments, review, countersigning, credentials. */
import type { Feature } from '../../compose';
import { credentialsRoutes } from './credentials.routes';
import { createOnboardingRepository } from './onboarding.repository';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService, type OnboardingService } from './onboarding.service';

export interface OnboardingServices {
  onboarding: OnboardingService;
}

export const onboardingFeature: Feature<OnboardingServices> = {
  name: 'onboarding',
  services: ({ db, storage, files, clock, site, mailQueued, audit }, s) => ({
    onboarding: createOnboardingService({
      db,
      repo: createOnboardingRepository(db),
      documents: s.documents,
      storage,
      files,
      clock,
      site,
      mailQueued,
      audit,
      translations: s.translations,
      // The i9 feature is built after this one: asked for only when a board is read.
      i9Overdue: (userIds, withFormIds) => s.i9.overdueMarks(userIds, withFormIds),
    }),
  }),
  routes: (r) => [onboardingRoutes(r), credentialsRoutes(r)],
};
