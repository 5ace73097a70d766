/** The jobs screens (SPEC §2): /search (signed-in user) and /apply-now?id (open). */
import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
import { ApplyNowPage } from './ApplyNowPage';
import { JOB_TITLES, ONE_CLICK_TEXT } from './messages';
import { OneClickApplyPage } from './OneClickApplyPage';
import { SearchPage } from './SearchPage';

export const search: ScreenAction = () => ({ title: JOB_TITLES.search, component: <SearchPage /> });

export const applyNow: ScreenAction = ({ query }) => {
  const id = queryText(query, 'id');
  return { title: JOB_TITLES.applyNow, component: <ApplyNowPage key={id} id={id} /> };
};

export const applyRedirect: ScreenAction = ({ params }) => {
  const token = String(params.token ?? '');
  return { title: ONE_CLICK_TEXT.title, component: <OneClickApplyPage key={token} token={token} /> };
};
