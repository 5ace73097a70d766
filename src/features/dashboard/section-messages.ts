/** Texts of the overview sections' contents: they load with the sections' code, not before it. */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const WHO_TEXT = translatable({
  /** The candidate's job title and company, both typed by the candidate. */
  role: (title: string, company: string) => t`${title} at ${company}`,
  email: msg`Email`,
  phone: msg`Phone`,
  noPhone: msg`No phone number yet`,
  home: msg`Home`,
  noHome: msg`No home ZIP code yet`,
  workType: msg`Work type`,
  /** A work type in words: the profile's choices, and a job's type (Contract, Permanent). */
  workTypes: {
    Contract: msg`Contract`,
    Permanent: msg`Permanent`,
    Any: msg`Contract or permanent`,
  },
  rate: msg`Min. rate`,
  perHour: (dollars: string) => t`${dollars}/hr`,
  noRate: msg`Not set`,
  updated: (date: string) => t`Profile updated ${date}`,
  skills: msg`Top skills`,
  months: (count: number) => plural(count, { one: '# month', other: '# months' }),
  emptyTitle: msg`Tell us about yourself`,
  emptyBody: msg`Complete your profile (your job title, home ZIP code, the work you want and your skills) and upload your résumé, so we can recommend jobs near you.`,
  completeProfile: msg`Complete your profile`,
});

export const ONBOARDING_SECTION_TEXT = translatable({
  next: msg`Next to do`,
  allDone: msg`All your onboarding documents are complete.`,
  none: msg`You have no onboarding documents at this time. They appear here once you are placed in a job.`,
  more: (count: number) => t`and ${count} more`,
});

export const APPLICATIONS_TEXT = translatable({
  empty: msg`You have not applied to any jobs yet.`,
  searchJobs: msg`Search jobs`,
  applied: (date: string) => t`Applied ${date}`,
  since: (date: string) => t`since ${date}`,
  status: msg`Status`,
  withdraw: msg`Withdraw`,
  confirm: (title: string) =>
    t`Withdraw your application for ${title}? The recruiter will no longer consider you for it.`,
  /** Said in the question when this application has a booked interview. */
  confirmInterview: (when: string) =>
    t`You have an interview booked for this job: ${when}. Withdrawing does not cancel it by itself: please tell your recruiter you will not attend.`,
  confirmYes: msg`Yes, withdraw`,
  confirmNo: msg`Keep it`,
  withdrawing: msg`Withdrawing…`,
  withdrawn: (title: string) => t`Your application for ${title} is withdrawn.`,
  withdrawFailed: msg`Sorry, the application could not be withdrawn.`,
});

export const RECOMMENDED_TEXT = translatable({
  empty: msg`No recommendations yet. Add your home ZIP code and skills to your profile, or search all jobs.`,
  matches: (list: string[]) => {
    const skills = list.join(', ');
    return t`Matches your skills: ${skills}`;
  },
});
