/**
 * Words to index terms, done here rather than in the database so SQLite (FTS5) and PostgreSQL
 * (tsvector, 'simple' configuration) match exactly the same jobs for the same query: both index
 * the same Porter stems plus the words themselves (for prefix matching of the word being typed).
 */

const STEP2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};
const STEP3: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};

const c = '[^aeiou]';
const v = '[aeiouy]';
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const MGR0 = new RegExp(`^(${C})?${V}${C}`);
const MEQ1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
const MGR1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
const S_V = new RegExp(`^(${C})?${v}`);
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);

/** The Porter (1980) stemmer. */
export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  const firstY = w[0] === 'y';
  if (firstY) w = `Y${w.slice(1)}`;

  // Step 1a
  if (/^(.+?)(ss|i)es$/.test(w)) w = w.replace(/^(.+?)(ss|i)es$/, '$1$2');
  else if (/^(.+?)([^s])s$/.test(w)) w = w.replace(/^(.+?)([^s])s$/, '$1$2');

  // Step 1b
  let m = /^(.+?)eed$/.exec(w);
  if (m) {
    if (MGR0.test(m[1]!)) w = w.slice(0, -1);
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w)) && S_V.test(m[1]!)) {
    w = m[1]!;
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
    else if (CVC.test(w)) w += 'e';
  }

  // Step 1c
  m = /^(.+?)y$/.exec(w);
  if (m && S_V.test(m[1]!)) w = `${m[1]}i`;

  // Step 2
  m =
    /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/.exec(
      w,
    );
  if (m && MGR0.test(m[1]!)) w = m[1]! + STEP2[m[2]!];

  // Step 3
  m = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/.exec(w);
  if (m && MGR0.test(m[1]!)) w = m[1]! + STEP3[m[2]!];

  // Step 4
  m = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/.exec(w);
  if (m) {
    if (MGR1.test(m[1]!)) w = m[1]!;
  } else if ((m = /^(.+?)(s|t)(ion)$/.exec(w)) && MGR1.test(m[1]! + m[2]!)) {
    w = m[1]! + m[2]!;
  }

  // Step 5
  m = /^(.+?)e$/.exec(w);
  if (m && (MGR1.test(m[1]!) || (MEQ1.test(m[1]!) && !CVC.test(m[1]!)))) w = m[1]!;
  if (/ll$/.test(w) && MGR1.test(w)) w = w.slice(0, -1);

  return firstY ? `y${w.slice(1)}` : w;
}

/** Lower-case words of a text, accents removed, split on anything but letters and digits. */
export function words(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (
    (ascii ? text : text.normalize('NFKD'))
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

// Stemming dominates bulk loads; a bounded cache makes repeated words free.
const stemCache = new Map<string, string>();
function cachedStem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stem(word);
    if (stemCache.size > 100_000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** What a text contributes to the index: each word's stem, and the word itself when it differs. */
export function indexTerms(text: string): string {
  const out: string[] = [];
  for (const word of words(text)) {
    if (word.length > 40) continue;
    const s = cachedStem(word);
    out.push(s);
    if (s !== word) out.push(word);
  }
  return out.join(' ');
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/\s+/g, ' ')
    .trim();
}

export const MAX_QUERY_WORDS = 12;

/** One query clause: a stem that must match, or (for the word being typed) a stem or a prefix. */
export interface QueryClause {
  stem: string;
  prefix: string | null;
}

/**
 * Every word must match (AND). The last word also matches as a prefix, unless the query ends with
 * a space (the word is complete) or it is a single character.
 */
export function queryClauses(query: string): QueryClause[] {
  const list = words(query).slice(0, MAX_QUERY_WORDS);
  const typing = !/\s$/.test(query);
  return list.map((word, i) => ({
    stem: stem(word),
    prefix: typing && i === list.length - 1 && word.length >= 2 ? word : null,
  }));
}

/** FTS5 MATCH expression. Terms are [a-z0-9]+ so quoting is enough. */
export function ftsMatch(clauses: QueryClause[]): string {
  return clauses.map((cl) => (cl.prefix ? `("${cl.stem}" OR "${cl.prefix}"*)` : `"${cl.stem}"`)).join(' AND ');
}

/** PostgreSQL to_tsquery('simple', …) text. */
export function tsQuery(clauses: QueryClause[]): string {
  return clauses.map((cl) => (cl.prefix ? `(${cl.stem} | ${cl.prefix}:*)` : cl.stem)).join(' & ');
}
