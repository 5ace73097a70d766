/** The page of a console list named in its address. */
import { queryText } from '../../lib/query';
import type { Query } from '../../route-types';

/** 1 unless the address names a whole number from 1 to 10,000 (the server's bounds). */
export function queryPage(query: Query): number {
  const page = Number(queryText(query, 'page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
