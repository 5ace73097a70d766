import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { CONTENT_QUERY, type CmsContent } from '../../../common/content';
import { ACCESSIBILITY_TEXT, NOT_FOUND_TEXT } from './messages';
import { AccessibilityPage } from './AccessibilityPage';
import { ConformanceReportPage } from './ConformanceReportPage';
import { graphql } from '../../lib/graphql';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ContentPage } from './ContentPage';
import { NotFound } from './NotFound';

// docs/product.md §2: any other path is a CMS page by path; without one the router draws notFound.
export const content: ScreenAction = async ({ pathname }) => {
  const data = await graphql<{ content: CmsContent | null }>({ query: CONTENT_QUERY, variables: { path: pathname } });
  const page = data?.content;
  if (!page) return null;
  return {
    title: page.title,
    description: page.metaDescription || undefined,
    component: <ContentPage page={page} />,
    showLayout: page.showLayout,
  };
};

export const accessibility: ScreenAction = () => ({
  title: ACCESSIBILITY_TEXT.title,
  component: <AccessibilityPage />,
});

export const accessibilityReport: ScreenAction = () => ({
  title: ACCESSIBILITY_TEXT.reportTitle,
  component: <ConformanceReportPage />,
});

export const notFound: ScreenAction = () => ({ title: NOT_FOUND_TEXT.title, component: <NotFound /> });

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  content: msg`Careers, contract and permanent jobs with our staffing team.`,
  notFound: msg`Careers, contract and permanent jobs with our staffing team.`,
  accessibility: msg`How this careers portal meets WCAG 2.2 AA, what does not work yet, and how to report a barrier.`,
  accessibilityReport: msg`Every WCAG 2.2 A and AA success criterion, whether this careers portal supports it, and the test that shows it.`,
});
