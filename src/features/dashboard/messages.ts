/** Texts of the dashboard (/overview) and the profile (/profile). SPEC §2 titles are word for word. */
export const DASHBOARD_TITLES = {
  overview: 'Career Support And More',
  profile: 'My Profile',
} as const;

export const OVERVIEW_TEXT = {
  lead: 'Your profile, onboarding, applications and the jobs we picked for you, in one place.',
  loading: 'Loading…',
  retry: 'Retry',
} as const;

export const WHO_TEXT = {
  heading: 'Who I am',
  couldNotLoad: 'Sorry, we could not load your profile.',
  editProfile: 'Edit profile',
  at: 'at',
  email: 'Email',
  phone: 'Phone',
  noPhone: 'No phone number yet',
  home: 'Home',
  noHome: 'No home ZIP code yet',
  workType: 'Work type',
  anyWork: 'Contract or permanent',
  rate: 'Min. rate',
  perHour: (dollars: string) => `${dollars}/hr`,
  noRate: 'Not set',
  updated: (date: string) => `Profile updated ${date}`,
  neverUpdated: 'You have not completed your profile yet.',
  skills: 'Top skills',
  months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
  emptyTitle: 'Tell us about yourself',
  emptyBody:
    'Complete your profile (your job title, home ZIP code, the work you want and your skills) and upload your résumé, so we can recommend jobs near you.',
  completeProfile: 'Complete your profile',
} as const;

export const ONBOARDING_SECTION_TEXT = {
  heading: 'Onboarding',
  couldNotLoad: 'Could not get documents',
  next: 'Next to do',
  allDone: 'All your onboarding documents are complete.',
  none: 'You have no onboarding documents at this time. They appear here once you are placed in a job.',
  more: (n: number) => `and ${n} more`,
} as const;

export const APPLICATIONS_TEXT = {
  heading: 'My applications',
  couldNotLoad: 'Sorry, we could not load your applications.',
  empty: 'You have not applied to any jobs yet.',
  searchJobs: 'Search jobs',
  applied: (date: string) => `Applied ${date}`,
  since: (date: string) => `since ${date}`,
  status: 'Status',
  withdraw: 'Withdraw',
  confirm: (title: string) =>
    `Withdraw your application for ${title}? The recruiter will no longer consider you for it.`,
  confirmYes: 'Yes, withdraw',
  confirmNo: 'Keep it',
  withdrawing: 'Withdrawing…',
  withdrawn: (title: string) => `Your application for ${title} is withdrawn.`,
  withdrawFailed: 'Sorry, the application could not be withdrawn.',
} as const;

export const RECOMMENDED_TEXT = {
  heading: 'Recommended jobs',
  couldNotLoad: 'Sorry, we could not load job recommendations.',
  empty: 'No recommendations yet. Add your home ZIP code and skills to your profile, or search all jobs.',
  matches: (skills: string[]) => `Matches your skills: ${skills.join(', ')}`,
  searchAll: 'Search all jobs',
} as const;

export const PROFILE_TEXT = {
  lead: 'What you tell us here sets your job recommendations, distances and your first job search.',
  couldNotLoad: 'Sorry, we could not load your profile.',
  heading: 'Profile details',
  about: 'About you',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Your sign-in address. Contact us to change it.',
  phone: 'Phone',
  realTitle: 'Job title',
  realTitleHint: 'The title you work under today, e.g. Mechanical Engineer.',
  currentCompany: 'Current company',
  preferences: 'Work preferences',
  zipCode: 'Home ZIP code',
  zipHint: 'Distances to jobs and your first job search start from here.',
  workType: 'Desired work type',
  workTypes: { Contract: 'Contract', Permanent: 'Permanent', Any: 'Any' },
  rate: 'Minimum hourly rate (US$)',
  rateHint: 'Leave blank if you would rather not say.',
  skills: 'Skills',
  skillsHint: 'Add the skills you use most and how many months you have used each.',
  skillLabel: (n: number) => `Skill ${n}`,
  months: 'Months used',
  remove: 'Remove',
  removeSkill: (name: string) => `Remove ${name || 'this skill'}`,
  addSkill: 'Add a skill',
  noSkills: 'No skills yet: add the first one.',
  save: 'Save profile',
  saving: 'Saving your profile…',
  saved: 'Your profile is saved.',
  invalid: 'Please correct the highlighted fields.',
  failed: 'Sorry, your profile could not be saved. Please try again.',
  lastUpdated: (date: string) => `Last updated ${date}`,
} as const;
