/**
 * The headings, failures and links of the saved lists' sections: the overview draws them before
 * the lists' code and texts (list-messages.ts) have loaded.
 */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** The frames' texts as messages, which the lists' own texts (list-messages.ts) take in too. */
export const SAVED_SEARCHES_FRAME_MESSAGES = {
  heading: msg`Saved searches`,
  couldNotLoad: msg`Sorry, we could not load your saved searches.`,
  manage: msg({ message: 'Manage', comment: 'Link from the overview to the saved searches on the profile' }),
};

export const SAVED_JOBS_FRAME_MESSAGES = {
  heading: msg`Saved jobs`,
  couldNotLoad: msg`Sorry, we could not load your saved jobs.`,
  searchJobs: msg`Search jobs`,
};

export const SAVED_SEARCHES_FRAME = translatable(SAVED_SEARCHES_FRAME_MESSAGES);
export const SAVED_JOBS_FRAME = translatable(SAVED_JOBS_FRAME_MESSAGES);
