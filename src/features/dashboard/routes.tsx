/** The candidate home: /overview (SPEC §2 'Career Support And More'); /profile is in profile.routes. */
import './dashboard.scss';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { DASHBOARD_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';
import { overviewSections } from './use-overview';

export const overview: ScreenAction = () => {
  // The sections' code starts loading now, while the page draws their frames and asks for the data.
  void overviewSections.load().catch(() => undefined);
  return { title: DASHBOARD_TITLES.overview, component: <OverviewPage /> };
};

/** Each screen's meta description unless the screen sets its own (SPEC §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  overview: 'Your dashboard: applications, onboarding progress, saved jobs and job recommendations.',
};
