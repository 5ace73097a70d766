/** Texts of the overview sections' contents: they load with the sections' code, not before it. */
export const WHO_TEXT = {
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
  skills: 'Top skills',
  months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
  emptyTitle: 'Tell us about yourself',
  emptyBody:
    'Complete your profile (your job title, home ZIP code, the work you want and your skills) and upload your résumé, so we can recommend jobs near you.',
  completeProfile: 'Complete your profile',
} as const;

export const ONBOARDING_SECTION_TEXT = {
  next: 'Next to do',
  allDone: 'All your onboarding documents are complete.',
  none: 'You have no onboarding documents at this time. They appear here once you are placed in a job.',
  more: (n: number) => `and ${n} more`,
} as const;

export const APPLICATIONS_TEXT = {
  empty: 'You have not applied to any jobs yet.',
  searchJobs: 'Search jobs',
  applied: (date: string) => `Applied ${date}`,
  since: (date: string) => `since ${date}`,
  status: 'Status',
  withdraw: 'Withdraw',
  confirm: (title: string) =>
    `Withdraw your application for ${title}? The recruiter will no longer consider you for it.`,
  /** Said in the question when this application has a booked interview. */
  confirmInterview: (when: string) =>
    `You have an interview booked for this job: ${when}. Withdrawing does not cancel it by itself: please tell your recruiter you will not attend.`,
  confirmYes: 'Yes, withdraw',
  confirmNo: 'Keep it',
  withdrawing: 'Withdrawing…',
  withdrawn: (title: string) => `Your application for ${title} is withdrawn.`,
  withdrawFailed: 'Sorry, the application could not be withdrawn.',
} as const;

export const RECOMMENDED_TEXT = {
  empty: 'No recommendations yet. Add your home ZIP code and skills to your profile, or search all jobs.',
  matches: (skills: string[]) => `Matches your skills: ${skills.join(', ')}`,
} as const;
