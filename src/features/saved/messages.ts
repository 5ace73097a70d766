/**
 * Texts of saving a job, and the alerts' names. Each other part has its own module, so that a chunk
 * ships only the texts it shows: saving a search (save-search-messages.ts), the lists of saved jobs
 * and searches (list-messages.ts), unsubscribing (unsubscribe-messages.ts).
 */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../../common/saved';

export const SAVE_JOB_TEXT = translatable({
  save: msg({ message: 'Save', comment: 'Toggle that saves a job' }),
  saved: msg({ message: 'Saved', comment: 'The save toggle of a job once saved' }),
  failed: msg`Sorry, the job could not be saved. Please try again.`,
});

export function frequencyLabel(frequency: AlertFrequency): string {
  return ALERT_FREQUENCY_LABELS[frequency];
}
