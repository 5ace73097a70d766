/**
 * Texts of saving jobs and searches, and of alerts. The lists of saved jobs and searches (the
 * dashboard and the profile show them) have theirs in list-messages.ts, out of the search chunk.
 */
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../../common/saved';

export const SAVE_JOB_TEXT = {
  save: 'Save',
  saved: 'Saved',
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
