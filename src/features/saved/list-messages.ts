/** Texts of the lists of saved searches and saved jobs (dashboard and profile). */
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../../common/saved';
import { SAVED_JOBS_FRAME, SAVED_SEARCHES_FRAME } from './list-frame-messages';

export const SAVED_SEARCHES_TEXT = {
  ...SAVED_SEARCHES_FRAME,
  empty: 'You have no saved searches yet. Use “Save this search” on the job search to add one.',
  searchJobs: 'Search jobs',
  open: 'Open search',
  rename: 'Rename',
  name: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete saved search ${name}`,
  renameLabel: (name: string) => `Rename saved search ${name}`,
  frequencyLabel: (name: string) => `Email alerts for ${name}`,
  alerts: (frequency: AlertFrequency) =>
    frequency === 'off' ? 'No email alerts' : `${ALERT_FREQUENCY_LABELS[frequency]} email alerts`,
  failed: 'Sorry, that change could not be saved. Please try again.',
  deleted: (name: string) => `Deleted “${name}”.`,
} as const;

export const SAVED_JOBS_TEXT = {
  ...SAVED_JOBS_FRAME,
  empty: 'You have not saved any jobs yet. Use “Save” on a job in the job search to keep it here.',
  closed: 'No longer open',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove saved job ${title}`,
  removeFailed: 'Sorry, the saved job could not be removed. Please try again.',
  saved: (date: string) => `Saved ${date}`,
} as const;
