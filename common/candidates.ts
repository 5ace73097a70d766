/**
 * The candidate record (docs/product.md §3 Candidate record) and the profile form, shared by the SPA and the
 * server. The zod schema of the form is in candidates.schema.ts (server side).
 */
import type { JobHit, SearchType } from './jobs';

/** docs/product.md §9 employment types, as the candidate's desired work type. */
export const CONSULT_TYPES: readonly SearchType[] = ['Contract', 'Permanent', 'Any'];

export const PROFILE_LIMITS = {
  nameLength: 100,
  titleLength: 120,
  companyLength: 120,
  phoneLength: 30,
  skillLength: 60,
  skills: 30,
  monthsUsed: 600,
  hourlyRate: 1000,
} as const;

/** How many recommended jobs the overview shows. */
export const RECOMMENDED_JOBS = 5;

interface SkillTag {
  skillTagId: number;
  name: string;
  /** How many candidates list this skill. */
  count: number;
}

interface CandidateSkill {
  skillTag: SkillTag;
  totalMonthsUsed: number;
}

/** docs/product.md §3 with its field names, plus what the screens need (first and last name, ZIP, home place). */
export interface CandidateRecord {
  personId: number;
  name: { formattedName: string; firstName: string; lastName: string };
  realTitle: string | null;
  currentCompany: string | null;
  contact: { email: { home: string }; phone: { home: string | null } };
  preferences: {
    desiredWorkType: { consultType: SearchType };
    /** When the candidate last saved the profile (ISO 8601); null before the first save. */
    updatedDate: string | null;
    desiredCompensation: { hourlyRateMinimum: number | null };
  };
  /** Most months used first. */
  skills: CandidateSkill[];
  zipCode: string | null;
  /** "City, ST 12345" of the ZIP code. */
  homeLocation: string | null;
}

/** PUT /api/me/profile: the whole editable profile. Blank optional fields clear their value. */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone?: string | null;
  zipCode?: string | null;
  desiredWorkType?: SearchType;
  hourlyRateMinimum?: number | string | null;
  realTitle?: string | null;
  currentCompany?: string | null;
  skills?: { name: string; monthsUsed: number | string }[];
}

/** GET /api/me/recommended-jobs: a job hit and the skills it matched. */
export interface RecommendedJob {
  job: JobHit;
  matchedSkills: string[];
}

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notAllowed: (label: string) => `${label} has characters that are not allowed`,
  phoneInvalid: 'Enter a phone number of 7 to 15 digits, e.g. (312) 555-0147',
  zipFormat: 'Enter a 5-digit US ZIP code, e.g. 60601',
  zipUnknown: (zip: string) => `We could not find the ZIP code ${zip}. Please check it.`,
  workType: 'Desired work type must be Contract, Permanent or Any',
  rate: `Hourly rate must be a number of dollars from 0 to ${PROFILE_LIMITS.hourlyRate}, with at most 2 decimals`,
  skillRequired: 'Enter the skill, or remove this row',
  skillTwice: (name: string) => `${name} is listed more than once`,
  months: `Months used must be a whole number from 0 to ${PROFILE_LIMITS.monthsUsed}`,
  tooManySkills: `List at most ${PROFILE_LIMITS.skills} skills`,
  invalid: 'Please correct the highlighted fields.',
} as const;

/** docs/product.md §3 formattedName: the first and last name, as the candidate writes them. */
export function formattedName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
