/**
 * A job search's text as each engine's query: every word must match (AND), stemmed by the engine
 * itself (FTS5's porter tokenizer, PostgreSQL's `english` configuration). The last word also
 * matches as a prefix while it is being typed (the query does not end with a space): of a word's
 * stem, and, from four letters on, of the word as written ("enginee" finds "engineer", whose stem
 * "engin" it does not start).
 */

const MAX_QUERY_WORDS = 12;

/** A typed word this long or longer is also completed among the words as written. */
const MIN_COMPLETED_LENGTH = 4;

/** The query's words: letters and digits only, so no engine syntax survives. */
function queryWords(query: string): string[] {
  return (
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_QUERY_WORDS);
}

export interface TextQuery {
  /** FTS5 MATCH expression. With `typed`, the typed word's group is the last one and still open: `…("word" OR "word"*`. */
  fts: string;
  /** PostgreSQL to_tsquery('english', …) text. */
  tsquery: string;
  /** The word being typed, when it is also completed among the words as written. */
  typed?: {
    word: string;
    /** to_tsquery('english', …) text of the other words; null when it is the only one. */
    rest: string | null;
  };
}

/** null when the query has no words. `any`: one word is enough (OR), none typed as a prefix. */
export function textQuery(query: string, mode: 'all' | 'any' = 'all'): TextQuery | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const typing = mode === 'all' && !/\s$/.test(query);
  const isPrefix = (i: number) => typing && i === words.length - 1 && words[i]!.length >= 2;
  const and = mode === 'all' ? ' AND ' : ' OR ';
  const fts = words.map((w, i) => (isPrefix(i) ? `("${w}" OR "${w}"*)` : `"${w}"`)).join(and);
  const tsquery = words.map((w, i) => (isPrefix(i) ? `(${w} | ${w}:*)` : w)).join(mode === 'all' ? ' & ' : ' | ');
  const last = words[words.length - 1]!;
  if (!typing || last.length < MIN_COMPLETED_LENGTH) return { fts, tsquery };
  const rest = words.slice(0, -1);
  // The group stays open for the completions the search reads from the engine's vocabulary.
  return { fts: fts.slice(0, -1), tsquery, typed: { word: last, rest: rest.length ? rest.join(' & ') : null } };
}

/** The first string after every string that starts with `prefix` (the end of its range in a sorted vocabulary). */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}
