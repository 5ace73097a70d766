/**
 * Texts of the dashboard's first paint: docs/product.md §2 titles (word for word), and the heading, failure
 * and link of each overview section. What the sections show once loaded is in section-messages.ts,
 * which loads with their code; the profile's texts are in profile-messages.ts.
 */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const DASHBOARD_TITLES = translatable({
  overview: msg({ message: 'Career Support And More', comment: 'The brand title of the candidate home (/overview).' }),
  profile: msg`My Profile`,
});

export const OVERVIEW_TEXT = translatable({
  lead: msg`Your profile, onboarding, applications and the jobs we picked for you, in one place.`,
});

/** The frame of each overview section: shown while its content loads. */
export const SECTION_TEXT = translatable({
  who: {
    heading: msg`Who I am`,
    couldNotLoad: msg`Sorry, we could not load your profile.`,
    editProfile: msg`Edit profile`,
  },
  onboarding: {
    heading: msg`Onboarding`,
    couldNotLoad: msg`Could not get documents`,
  },
  applications: {
    heading: msg`My applications`,
    couldNotLoad: msg`Sorry, we could not load your applications.`,
  },
  recommended: {
    heading: msg`Recommended jobs`,
    couldNotLoad: msg`Sorry, we could not load job recommendations.`,
    searchAll: msg`Search all jobs`,
  },
});
