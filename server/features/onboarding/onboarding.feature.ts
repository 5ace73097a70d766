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
    }),
  }),
  routes: (r) => [onboardingRoutes(r), credentialsRoutes(r)],
};
