/**
 * The headings, failures and links of the saved lists' sections: the overview draws them before
 * the lists' code and texts (list-messages.ts) have loaded.
 */
export const SAVED_SEARCHES_FRAME = {
  heading: 'Saved searches',
  couldNotLoad: 'Sorry, we could not load your saved searches.',
  manage: 'Manage',
} as const;

export const SAVED_JOBS_FRAME = {
  heading: 'Saved jobs',
  couldNotLoad: 'Sorry, we could not load your saved jobs.',
  searchJobs: 'Search jobs',
} as const;
