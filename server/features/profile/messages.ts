/** Messages of the candidate record API (the profile form's field messages are in common/candidates.ts). */
import { translatable } from '../../../common/i18n';

export const CANDIDATE_MESSAGES = translatable({
  notFound: /*i18n*/ { id: 'Candidate record not found.' },
});
