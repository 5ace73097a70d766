/** /profile: its own chunk, so /overview loads none of the profile's forms. */
import './dashboard.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { DASHBOARD_TITLES } from './messages';
import { ProfilePage } from './ProfilePage';

export const profile: ScreenAction = () => ({ title: DASHBOARD_TITLES.profile, component: <ProfilePage /> });

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  profile: msg`Your profile: contact details, home ZIP, desired work, pay, skills, résumé and privacy.`,
});
