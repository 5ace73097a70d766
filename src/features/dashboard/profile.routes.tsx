/** /profile: its own chunk, so /overview loads none of the profile's forms. */
import './dashboard.scss';
import type { ScreenAction } from '../../router';
import { DASHBOARD_TITLES } from './messages';
import { ProfilePage } from './ProfilePage';

export const profile: ScreenAction = () => ({ title: DASHBOARD_TITLES.profile, component: <ProfilePage /> });
