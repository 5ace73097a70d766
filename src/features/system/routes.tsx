import { ERROR_PAGE_TITLE } from '../../app/messages';
import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
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
