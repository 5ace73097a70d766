/**
 * Every query string of the SPA is parsed and built by query-string: a repeated key is an array
 * (`?category=Legal&category=Healthcare`), a key without `=` is null.
 */
import queryString, { type StringifiableRecord } from 'query-string';
import type { Query } from '../route-types';

/** A location's query string as docs/product.md §2's resolve input. */
export function parseQuery(search: string): Query {
  return queryString.parse(search);
}

/** The first non-empty string value of a query parameter. */
export function queryText(query: Query, key: string): string | undefined {
  return queryTexts(query, key)[0];
}

/** Every non-empty string value of a query parameter, in order. */
export function queryTexts(query: Query, key: string): string[] {
  const value = query[key];
  return ([] as (string | null | undefined)[])
    .concat(value)
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

/** A path with a query: values left unset or empty are left out; an array repeats its key. */
export function withQuery(path: string, query: StringifiableRecord): string {
  return queryString.stringifyUrl({ url: path, query }, { skipNull: true, skipEmptyString: true, sort: false });
}
