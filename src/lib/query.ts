import type { Query } from '../router';

/** The first non-empty string value of a query parameter. */
export function queryText(query: Query, key: string): string | undefined {
  const value = query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}
