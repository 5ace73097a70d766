/** The candidate home: /overview (SPEC §2 'Career Support And More') and /profile. */
import './dashboard.scss';
import type { ScreenAction } from '../../router';
import { DASHBOARD_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';
import { ProfilePage } from './ProfilePage';

export const overview: ScreenAction = () => ({ title: DASHBOARD_TITLES.overview, component: <OverviewPage /> });

export const profile: ScreenAction = () => ({ title: DASHBOARD_TITLES.profile, component: <ProfilePage /> });
