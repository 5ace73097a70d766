/** The candidate home: /overview (docs/product.md §2 'Career Support And More'); /profile is in profile.routes. */
import './dashboard.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { DASHBOARD_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';
import { startOverview } from './use-overview';

export const overview: ScreenAction = () => {
  // The sections' data and code start loading now, while the page draws their frames.
  return { title: DASHBOARD_TITLES.overview, component: <OverviewPage started={startOverview()} /> };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  overview: msg`Your dashboard: applications, onboarding progress, saved jobs and job recommendations.`,
});
