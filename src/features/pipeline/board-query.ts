/**
 * The board's filters, kept in the address (query-string). Each filter is one entry of FILTERS,
 * so another filter (answers to screening questions, say) is one more entry and one more field.
 */
import type { BoardQuery } from '../../../common/pipeline';
import { queryText, withQuery } from '../../lib/query';
import type { Query } from '../../route-types';

const FILTER_KEYS = [
  'tag',
  'after',
  'q',
  'knockedOut',
  'question',
  'answer',
] as const satisfies readonly (keyof BoardQuery)[];

export function boardQuery(query: Query): BoardQuery {
  const out: BoardQuery = {};
  for (const key of FILTER_KEYS) {
    const value = queryText(query, key);
    if (value) out[key] = value;
  }
  // An answer means nothing without its question (the server would refuse it).
  if (!out.question) delete out.answer;
  return out;
}

export const boardPath = (jobId: number, query: BoardQuery) => withQuery(`/admin/jobs/${jobId}/board`, { ...query });

export const isFiltered = (query: BoardQuery) => FILTER_KEYS.some((key) => Boolean(query[key]));
