/**
 * Texts of the dashboard's first paint: docs/product.md §2 titles (word for word), and the heading, failure
 * and link of each overview section. What the sections show once loaded is in section-messages.ts,
 * which loads with their code; the profile's texts are in profile-messages.ts.
 */
export const DASHBOARD_TITLES = {
  overview: 'Career Support And More',
  profile: 'My Profile',
} as const;

export const OVERVIEW_TEXT = {
  lead: 'Your profile, onboarding, applications and the jobs we picked for you, in one place.',
} as const;

/** The frame of each overview section: shown while its content loads. */
export const SECTION_TEXT = {
  who: {
    heading: 'Who I am',
    couldNotLoad: 'Sorry, we could not load your profile.',
    editProfile: 'Edit profile',
  },
  onboarding: {
    heading: 'Onboarding',
    couldNotLoad: 'Could not get documents',
  },
  applications: {
    heading: 'My applications',
    couldNotLoad: 'Sorry, we could not load your applications.',
  },
  recommended: {
    heading: 'Recommended jobs',
    couldNotLoad: 'Sorry, we could not load job recommendations.',
    searchAll: 'Search all jobs',
  },
} as const;
