/** The candidate home: /overview (SPEC §2 'Career Support And More'); /profile is in profile.routes. */
import './dashboard.scss';
import type { ScreenAction, ScreenDescriptions } from '../../router';
import { DASHBOARD_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';

export const overview: ScreenAction = () => ({ title: DASHBOARD_TITLES.overview, component: <OverviewPage /> });

/** Each screen's meta description unless the screen sets its own (SPEC §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  overview: 'Your dashboard: applications, onboarding progress, saved jobs and job recommendations.',
};
