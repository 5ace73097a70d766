/**
 * The pseudo-locales' messages (docs/architecture.md §9.9), derived from the English catalogs when
 * they are loaded: every letter accented, about 35 % longer, and each message between ⟦ and ⟧, so
 * that a screen shows which of its texts came through the catalogs and whether longer translations
 * fit. `pseudo-bidi` also runs each text right to left (U+202E … U+202C, as Chromium's ar-XB).
 * Only the literal text of a compiled message changes: placeholders, plural and select keys, `#`
 * and number or date formats are left as they are.
 */
import pseudolocale from 'pseudolocale';
import type { PseudoLocale } from './i18n';

/** Around every message of a pseudo-locale: characters no English or Spanish text uses. */
export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';
const PADDING = '·';
/** What a message grows by: translations run up to a third longer than English. */
const GROWTH = 0.35;
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';
/** A character English text never holds: pseudolocale leaves what is between two of them alone. */
const NO_DELIMITER = '\u0000';

/** A compiled Lingui message: literal texts, and placeholders as [name, format?, choices or style?]. */
type Token = string | [name: string, type?: string, format?: unknown];
type Compiled = string | Token[];

const CHOICES = new Set(['plural', 'selectordinal', 'select']);

function isChoice(token: Token): token is [string, string, Record<string, unknown>] {
  return Array.isArray(token) && CHOICES.has(token[1] ?? '') && typeof token[2] === 'object' && token[2] !== null;
}

function literalText(text: string, locale: PseudoLocale): string {
  const accented = pseudolocale(text, { prepend: '', append: '', delimiter: NO_DELIMITER });
  return locale === 'pseudo-bidi' ? `${RIGHT_TO_LEFT_OVERRIDE}${accented}${POP_DIRECTIONAL_FORMATTING}` : accented;
}

/** The tokens with their literal texts changed, and the length of the longest text they read as. */
function tokens(message: Token[], locale: PseudoLocale): { tokens: Token[]; length: number } {
  let length = 0;
  const out = message.map((token): Token => {
    // `#` in a plural branch stands for the number.
    if (typeof token === 'string') {
      if (token === '#') return token;
      length += token.length;
      return literalText(token, locale);
    }
    if (!isChoice(token)) return token;
    const [name, type, choices] = token;
    let longest = 0;
    const branches = Object.fromEntries(
      Object.entries(choices).map(([key, branch]) => {
        // `offset` is a number beside the branches.
        if (typeof branch !== 'string' && !Array.isArray(branch)) return [key, branch];
        const one = tokens(typeof branch === 'string' ? [branch] : (branch as Token[]), locale);
        longest = Math.max(longest, one.length);
        return [key, one.tokens];
      }),
    );
    length += longest;
    return [name, type, branches];
  });
  return { tokens: out, length };
}

/** One compiled message in a pseudo-locale. */
function pseudoMessage(message: Compiled, locale: PseudoLocale): Token[] {
  const { tokens: out, length } = tokens(typeof message === 'string' ? [message] : message, locale);
  const padding = PADDING.repeat(Math.max(1, Math.round(length * GROWTH)));
  return [PSEUDO_START, ...out, `${padding}${PSEUDO_END}`];
}

/** A catalog (English, compiled) in a pseudo-locale. */
export function pseudoMessages<T extends Record<string, unknown>>(messages: T, locale: PseudoLocale): T {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled, locale)]),
  ) as T;
}

const MARKED = new RegExp(`${PSEUDO_START}[^${PSEUDO_START}${PSEUDO_END}]*${PSEUDO_END}`, 'gu');

/**
 * Whether a text (a text node, an attribute, a mail's line) came through the catalogs of a
 * pseudo-locale: it holds a marked message and no letter outside one. Values inside a message
 * (a name, a job's title) are inside its marks; a text with no letters at all needs none.
 */
export function isPseudoMarked(text: string): boolean {
  if (!text.includes(PSEUDO_START) && !text.includes(PSEUDO_END)) return false;
  return !/\p{L}/u.test(outsideMarks(text));
}

/**
 * What of a text is outside its messages' marks: a message inside another's value (a filter's
 * name in "Remove the filter … and search again") is inside both; a message split around a link
 * shows one mark in each of its text nodes, its text running to the node's end or from its start.
 */
export function outsideMarks(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(MARKED, ' ');
  }
  const start = rest.indexOf(PSEUDO_START);
  if (start >= 0) rest = rest.slice(0, start);
  const end = rest.lastIndexOf(PSEUDO_END);
  return end >= 0 ? rest.slice(end + 1) : rest;
}
