/**
 * A job search's text as each engine's query: every word must match (AND), stemmed by the engine
 * itself (FTS5's porter tokenizer, PostgreSQL's `english` configuration). The last word also
 * matches as a prefix while it is being typed (the query does not end with a space).
 */

export const MAX_QUERY_WORDS = 12;

/** The query's words: letters and digits only, so no engine syntax survives. */
export function queryWords(query: string): string[] {
  return (
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_QUERY_WORDS);
}

export interface TextQuery {
  /** FTS5 MATCH expression. */
  fts: string;
  /** PostgreSQL to_tsquery('english', …) text. */
  tsquery: string;
}

/** null when the query has no words. `any`: one word is enough (OR), none typed as a prefix. */
export function textQuery(query: string, mode: 'all' | 'any' = 'all'): TextQuery | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const typing = mode === 'all' && !/\s$/.test(query);
  const isPrefix = (i: number) => typing && i === words.length - 1 && words[i]!.length >= 2;
  return {
    fts: words.map((w, i) => (isPrefix(i) ? `("${w}" OR "${w}"*)` : `"${w}"`)).join(mode === 'all' ? ' AND ' : ' OR '),
    tsquery: words.map((w, i) => (isPrefix(i) ? `(${w} | ${w}:*)` : w)).join(mode === 'all' ? ' & ' : ' | '),
  };
}
