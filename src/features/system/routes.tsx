import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { errorPageContent } from './error-page';
import { ErrorPage } from './ErrorPage';
import { loadingTransitionProps } from './loading-transition';
import { LoadingTransition } from './LoadingTransition';
import { ADMIN_ONLY_TEXT, STAFF_ONLY_TEXT } from './messages';
import { AdminOnlyPage, StaffOnlyPage } from './StaffOnlyPage';

// docs/product.md §2 "/": a logged-in user goes to the dashboard, anyone else to login.
export const home: ScreenAction = async (ctx) => ({ redirect: (await ctx.isUser()) ? '/overview' : '/login' });

export const loadingTransition: ScreenAction = ({ query }) => {
  const props = loadingTransitionProps(query);
  return { title: props.title, component: <LoadingTransition {...props} /> };
};

// Fixed texts chosen by code: nothing from the address is shown (error-page.ts).
export const error: ScreenAction = ({ query }) => {
  const content = errorPageContent({ code: queryText(query, 'code'), status: queryText(query, 'status') });
  return { title: content.name, component: <ErrorPage {...content} /> };
};

export const adminOnly: ScreenAction = () => ({
  title: ADMIN_ONLY_TEXT.title,
  component: <AdminOnlyPage />,
});

export const staffOnly: ScreenAction = async ({ pathname, isUser }) => ({
  title: STAFF_ONLY_TEXT.title,
  component: <StaffOnlyPage signedIn={await isUser()} returnTo={pathname} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  home: msg`Your careers portal: search jobs, apply in one click and complete your onboarding documents.`,
  loadingTransition: msg`Loading your page.`,
  error: msg`Something went wrong on this page.`,
  staffOnly: msg`This page is for our recruiting team.`,
  adminOnly: msg`This page is for the admins of our recruiting team.`,
});
