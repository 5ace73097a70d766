/** Saved jobs and searches: what other features (the search, the overview, the profile) may use. */
export { SaveJobButton } from './SaveJobButton';
export { useSavedJobs } from './use-saved-jobs';
export { fetchSavedJobs, fetchSavedSearch, fetchSavedSearches } from './reads';
export { changeSavedSearch, deleteSavedSearch, unsaveJob } from './api';
export { SAVED_JOBS_FRAME, SAVED_SEARCHES_FRAME } from './list-frame-messages';
export { SAVED_JOBS_TEXT, SAVED_SEARCHES_TEXT } from './list-messages';
export { frequencyLabel, SAVE_JOB_TEXT } from './messages';
/** The save-search control loads as a chunk of its own (the search starts it beside its data). */
export const loadSaveSearchControl = () => import(/* webpackChunkName: 'save-search' */ './SaveSearchControl');
