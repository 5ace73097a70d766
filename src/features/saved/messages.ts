/** Texts of saved jobs, saved searches and alerts. */
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../../common/saved';

export const SAVE_JOB_TEXT = {
  save: 'Save',
  failed: 'Sorry, the job could not be saved. Please try again.',
} as const;

export const SAVE_SEARCH_TEXT = {
  open: 'Save this search',
  legend: 'Save this search',
  name: 'Name',
  frequency: 'Email alerts',
  save: 'Save search',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: (name: string) => `Saved “${name}”.`,
  manage: 'Manage saved searches',
  failed: 'Sorry, the search could not be saved.',
  defaultName: (query: string) => (query.trim() ? query.trim().slice(0, 60) : 'My job search'),
} as const;

export function frequencyLabel(frequency: AlertFrequency): string {
  return ALERT_FREQUENCY_LABELS[frequency];
}

export const SAVED_SEARCHES_TEXT = {
  heading: 'Saved searches',
  couldNotLoad: 'Sorry, we could not load your saved searches.',
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
  manage: 'Manage',
} as const;

export const SAVED_JOBS_TEXT = {
  heading: 'Saved jobs',
  couldNotLoad: 'Sorry, we could not load your saved jobs.',
  empty: 'You have not saved any jobs yet. Use “Save” on a job in the job search to keep it here.',
  closed: 'No longer open',
  searchJobs: 'Search jobs',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove saved job ${title}`,
  saved: (date: string) => `Saved ${date}`,
} as const;

export const UNSUBSCRIBE_TEXT = {
  title: 'Email Alerts',
  loading: 'Loading…',
  question: (name: string) => `Stop the email alerts for your saved search “${name}”?`,
  keep: 'The search itself stays saved on your profile.',
  button: 'Unsubscribe',
  sending: 'Unsubscribing…',
  done: (name: string) => `You will no longer get email alerts for “${name}”.`,
  already: (name: string) => `Email alerts for “${name}” are already off.`,
  invalid: 'This unsubscribe link is not valid, or the saved search was deleted.',
  failed: 'Sorry, we could not unsubscribe you. Please try again.',
} as const;
