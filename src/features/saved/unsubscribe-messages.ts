/** Texts of the page an alert mail's unsubscribe link opens. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

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
