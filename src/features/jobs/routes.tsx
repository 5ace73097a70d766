/** The jobs screens (SPEC §2): /search (signed-in user) and /apply-now?id (open). */
import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
import { ApplyNowPage } from './ApplyNowPage';
import { JOB_TITLES, ONE_CLICK_TEXT } from './messages';
import { OneClickApplyPage } from './OneClickApplyPage';
import { SearchPage } from './SearchPage';

/** /search?job={jobOrderId} opens that job's detail over the search (links from the dashboard); ?saved={id} runs a saved search. */
export const search: ScreenAction = ({ query }) => {
  const job = Number(queryText(query, 'job'));
  const openJob = Number.isInteger(job) && job > 0 ? job : undefined;
  const saved = Number(queryText(query, 'saved'));
  const savedSearch = Number.isInteger(saved) && saved > 0 ? saved : undefined;
  return {
    title: JOB_TITLES.search,
    component: <SearchPage key={`${openJob ?? ''}/${savedSearch ?? ''}`} openJob={openJob} savedSearch={savedSearch} />,
  };
};

export const applyNow: ScreenAction = ({ query }) => {
  const id = queryText(query, 'id');
  return { title: JOB_TITLES.applyNow, component: <ApplyNowPage key={id} id={id} /> };
};

export const applyRedirect: ScreenAction = ({ params }) => {
  const token = String(params.token ?? '');
  return { title: ONE_CLICK_TEXT.title, component: <OneClickApplyPage key={token} token={token} /> };
};
