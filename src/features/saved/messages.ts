/**
 * Texts of saving jobs and searches, and of alerts. The lists of saved jobs and searches (the
 * dashboard and the profile show them) have theirs in list-messages.ts, out of the search chunk.
 */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../../common/saved';

export const SAVE_JOB_TEXT = translatable({
  save: msg({ message: 'Save', comment: 'Toggle that saves a job' }),
  saved: msg({ message: 'Saved', comment: 'The save toggle of a job once saved' }),
  failed: msg`Sorry, the job could not be saved. Please try again.`,
});

export const SAVE_SEARCH_TEXT = translatable({
  open: msg`Save this search`,
  legend: msg`Save this search`,
  name: msg`Name`,
  frequency: msg`Email alerts`,
  save: msg`Save search`,
  saving: msg`Saving…`,
  cancel: msg`Cancel`,
  /** `name`: the name the candidate gave the search. */
  saved: (name: string) => t`Saved “${name}”.`,
  manage: msg`Manage saved searches`,
  failed: msg`Sorry, the search could not be saved.`,
  /** The name a new saved search starts with: its words, or this. */
  defaultName: (query: string) => (query.trim() ? query.trim().slice(0, 60) : t`My job search`),
});

export function frequencyLabel(frequency: AlertFrequency): string {
  return ALERT_FREQUENCY_LABELS[frequency];
}

export const UNSUBSCRIBE_TEXT = translatable({
  title: msg`Email Alerts`,
  loading: msg`Loading…`,
  /** `name`: the name the candidate gave the saved search. */
  question: (name: string) => t`Stop the email alerts for your saved search “${name}”?`,
  keep: msg`The search itself stays saved on your profile.`,
  button: msg`Unsubscribe`,
  sending: msg`Unsubscribing…`,
  done: (name: string) => t`You will no longer get email alerts for “${name}”.`,
  already: (name: string) => t`Email alerts for “${name}” are already off.`,
  invalid: msg`This unsubscribe link is not valid, or the saved search was deleted.`,
  failed: msg`Sorry, we could not unsubscribe you. Please try again.`,
});
