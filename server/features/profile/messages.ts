/** Messages of the candidate record API (the profile form's field messages are in common/candidates.ts). */
export const CANDIDATE_MESSAGES = {
  notFound: 'Candidate record not found.',
} as const;
