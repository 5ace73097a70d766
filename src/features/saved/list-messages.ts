/** Texts of the lists of saved searches and saved jobs (dashboard and profile). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { AlertFrequency } from '../../../common/saved';
import { SAVED_JOBS_FRAME_MESSAGES, SAVED_SEARCHES_FRAME_MESSAGES } from './list-frame-messages';

export const SAVED_SEARCHES_TEXT = translatable({
  ...SAVED_SEARCHES_FRAME_MESSAGES,
  empty: msg`You have no saved searches yet. Use “Save this search” on the job search to add one.`,
  searchJobs: msg`Search jobs`,
  open: msg`Open search`,
  rename: msg`Rename`,
  name: msg`Name`,
  save: msg`Save`,
  cancel: msg`Cancel`,
  delete: msg`Delete`,
  /** `name`: the name the candidate gave the saved search. */
  deleteLabel: (name: string) => t`Delete saved search ${name}`,
  renameLabel: (name: string) => t`Rename saved search ${name}`,
  frequencyLabel: (name: string) => t`Email alerts for ${name}`,
  alerts: (frequency: AlertFrequency) =>
    frequency === 'daily'
      ? t`Daily email alerts`
      : frequency === 'weekly'
        ? t`Weekly email alerts`
        : t`No email alerts`,
  failed: msg`Sorry, that change could not be saved. Please try again.`,
  deleted: (name: string) => t`Deleted “${name}”.`,
});

export const SAVED_JOBS_TEXT = translatable({
  ...SAVED_JOBS_FRAME_MESSAGES,
  empty: msg`You have not saved any jobs yet. Use “Save” on a job in the job search to keep it here.`,
  closed: msg`No longer open`,
  remove: msg`Remove`,
  /** `title`: the job's title, as the employer wrote it. */
  removeLabel: (title: string) => t`Remove saved job ${title}`,
  removeFailed: msg`Sorry, the saved job could not be removed. Please try again.`,
  /** `date`: the day the job was saved ("Nov 29, 2026"). */
  saved: (date: string) => t`Saved ${date}`,
});
