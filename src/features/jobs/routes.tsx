/** The jobs screens (SPEC §2): /search (signed-in user) and /apply-now?id (open). */
import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
import { ApplyNowPage } from './ApplyNowPage';
import { JOB_TITLES } from './messages';
import { SearchPage } from './SearchPage';

/** /search?job={jobOrderId} opens that job's detail over the search (links from the dashboard). */
export const search: ScreenAction = ({ query }) => {
  const job = Number(queryText(query, 'job'));
  const openJob = Number.isInteger(job) && job > 0 ? job : undefined;
  return { title: JOB_TITLES.search, component: <SearchPage key={openJob ?? 'search'} openJob={openJob} /> };
};

export const applyNow: ScreenAction = ({ query }) => {
  const id = queryText(query, 'id');
  return { title: JOB_TITLES.applyNow, component: <ApplyNowPage key={id} id={id} /> };
};
