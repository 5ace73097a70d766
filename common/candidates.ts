/**
 * The candidate record (docs/product.md §3 Candidate record) and the profile form, shared by the SPA and the
 * server. The zod schema of the form is in candidates.schema.ts (server side).
 */
import { i18n, translatable } from './i18n';
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

/** The profile form's labels that messages name (other labels, e.g. a PDF field's, stay as written). */
const FIELD_LABELS = /* @__PURE__ */ translatable({
  'Job title': /*i18n*/ { id: 'Job title', comment: 'The candidate’s current job title, a profile field' },
  'Current company': /*i18n*/ { id: 'Current company' },
  Skill: /*i18n*/ { id: 'Skill' },
});
const fieldLabel = (label: string) =>
  Object.prototype.hasOwnProperty.call(FIELD_LABELS, label) ? FIELD_LABELS[label as keyof typeof FIELD_LABELS] : label;

export const PROFILE_MESSAGES = /* @__PURE__ */ translatable({
  firstNameRequired: /*i18n*/ { id: 'First name is required' },
  lastNameRequired: /*i18n*/ { id: 'Last name is required' },
  tooLong: (label: string, max: number) =>
    i18n._('{label} must be at most {max} characters', { label: fieldLabel(label), max }),
  notAllowed: (label: string) => i18n._('{label} has characters that are not allowed', { label: fieldLabel(label) }),
  notText: (label: string) => i18n._('{label} must be text', { label: fieldLabel(label) }),
  phoneInvalid: /*i18n*/ { id: 'Enter a phone number of 7 to 15 digits, e.g. (312) 555-0147' },
  zipFormat: /*i18n*/ { id: 'Enter a 5-digit US ZIP code, e.g. 60601' },
  zipUnknown: (zip: string) => i18n._('We could not find the ZIP code {zip}. Please check it.', { zip }),
  workType: /*i18n*/ { id: 'Desired work type must be Contract, Permanent or Any' },
  rate: /*i18n*/ {
    id: 'Hourly rate must be a number of dollars from 0 to {max}, with at most 2 decimals',
    values: { max: PROFILE_LIMITS.hourlyRate },
  },
  skillRequired: /*i18n*/ { id: 'Enter the skill, or remove this row' },
  skillTwice: (name: string) => i18n._('{name} is listed more than once', { name }),
  months: /*i18n*/ {
    id: 'Months used must be a whole number from 0 to {max}',
    values: { max: PROFILE_LIMITS.monthsUsed },
  },
  tooManySkills: /*i18n*/ { id: 'List at most {max} skills', values: { max: PROFILE_LIMITS.skills } },
  skillsNotList: /*i18n*/ { id: 'Skills must be a list' },
  invalid: /*i18n*/ { id: 'Please correct the highlighted fields.' },
});

/** docs/product.md §3 formattedName: the first and last name, as the candidate writes them. */
export function formattedName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
