/** The apply links' screens (SPEC §2): /apply-now?id and /apply-redirect/{token}, apart from /search's chunk. */
import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
import { ApplyNowPage } from './ApplyNowPage';
import { JOB_TITLES, ONE_CLICK_TEXT } from './messages';
import { OneClickApplyPage } from './OneClickApplyPage';

export const applyNow: ScreenAction = ({ query }) => {
  const id = queryText(query, 'id');
  return { title: JOB_TITLES.applyNow, component: <ApplyNowPage key={id} id={id} /> };
};

export const applyRedirect: ScreenAction = ({ params }) => {
  const token = String(params.token ?? '');
  return { title: ONE_CLICK_TEXT.title, component: <OneClickApplyPage key={token} token={token} /> };
};
