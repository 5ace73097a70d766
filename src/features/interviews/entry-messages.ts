/** The few words of what other chunks carry of interviews (the dashboard's card frame, the pipeline's button). */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** The texts themselves, which the interview screens' catalogue (messages.ts) takes in too. */
export const ENTRY_MESSAGES = {
  propose: msg`Propose interview`,
  couldNotLoad: msg`Could not load the interview.`,
  sectionHeading: msg`Interviews`,
  sectionLoading: msg`Loading your interviews…`,
};

export const ENTRY_TEXT = translatable(ENTRY_MESSAGES);
