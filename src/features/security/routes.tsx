/** The account security screen (two-factor sign-in, sessions), in a chunk of its own. */
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { SECURITY_TEXT } from './messages';
import { SecurityPage } from './SecurityPage';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const accountSecurity: ScreenAction = () => ({
  title: SECURITY_TEXT.title,
  component: <SecurityPage />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  accountSecurity: msg`Turn on two-factor sign-in, keep your recovery codes, and sign out of other devices.`,
});
