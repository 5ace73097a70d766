/** /search (SPEC §2, signed-in user); the apply links' screens are in apply.routes. */
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../router';
import { JOB_TITLES } from './messages';
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

/** Each screen's meta description unless the screen sets its own (SPEC §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  search: 'Search jobs by keyword, employment type, category and distance, and apply in one click.',
};
