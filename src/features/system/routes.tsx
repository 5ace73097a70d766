import { ERROR_PAGE_TITLE } from '../../app/messages';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ErrorPage } from './ErrorPage';
import { loadingTransitionProps } from './loading-transition';
import { LoadingTransition } from './LoadingTransition';

function statusOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
}

// SPEC §2 "/": a logged-in user goes to the dashboard, anyone else to login.
export const home: ScreenAction = async (ctx) => ({ redirect: (await ctx.isUser()) ? '/overview' : '/login' });

export const loadingTransition: ScreenAction = ({ query }) => {
  const props = loadingTransitionProps(query);
  return { title: props.title, component: <LoadingTransition {...props} /> };
};

export const error: ScreenAction = ({ query }) => {
  const name = queryText(query, 'name');
  return {
    title: name ?? ERROR_PAGE_TITLE,
    component: (
      <ErrorPage name={name} message={queryText(query, 'message')} status={statusOf(queryText(query, 'status'))} />
    ),
  };
};

/** Each screen's meta description unless the screen sets its own (SPEC §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  home: 'Your careers portal: search jobs, apply in one click and complete your onboarding documents.',
  loadingTransition: 'Loading your page.',
  error: 'Something went wrong on this page.',
};
