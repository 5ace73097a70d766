/** The candidate home: /overview (SPEC §2 'Career Support And More'); /profile is in profile.routes. */
import './dashboard.scss';
import type { ScreenAction } from '../../router';
import { DASHBOARD_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';

export const overview: ScreenAction = () => ({ title: DASHBOARD_TITLES.overview, component: <OverviewPage /> });
