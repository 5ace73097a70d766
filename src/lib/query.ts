import type { Query } from '../router';

/** The first non-empty string value of a query parameter. */
export function queryText(query: Query, key: string): string | undefined {
  const value = query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** Percent-decoded text; a malformed escape stays as typed. */
export function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A query's '+' is a space. */
const decode = (text: string) => decodeText(text.replace(/\+/g, ' '));

/**
 * A location's query string as SPEC §2's resolve input: `?a=1&a=2&b` -> { a: ['1', '2'], b: null }.
 * Small enough for the entry chunk, which every route loads first.
 */
export function parseQuery(search: string): Query {
  const query: Query = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? null : decode(part.slice(eq + 1));
    const previous = query[key];
    query[key] = previous === undefined ? value : ([] as (string | null)[]).concat(previous, value);
  }
  return query;
}
