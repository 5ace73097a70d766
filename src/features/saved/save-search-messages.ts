/** Texts of the save-search control (a chunk of its own beside the search's results). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

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
