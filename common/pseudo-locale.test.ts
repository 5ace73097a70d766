import { setupI18n, type Messages } from '@lingui/core';
import { isPseudoMarked, PSEUDO_END, PSEUDO_START, pseudoMessages } from './pseudo-locale';
import { messages as boardEnglish } from './locales/job-board/en';

const PLURAL = 'Please read {count, plural, one {this document} other {these # documents}}; there is nothing to sign.';
const BOARD = '{total, plural, one {{count} open job} other {{count} open jobs}}';
const SEARCH = 'Search jobs by title, skill or city';
/** Compiled as `npm run i18n` compiles them. */
const ENGLISH: Messages = {
  ...boardEnglish,
  [PLURAL]: [
    'Please read ',
    ['count', 'plural', { one: ['this document'], other: ['these ', '#', ' documents'] }],
    '; there is nothing to sign.',
  ],
  'A job for you: {jobTitle}': ['A job for you: ', ['jobTitle']],
};

/** A translator of English catalogs in a pseudo-locale, formatting as English does. */
function translator(locale: 'pseudo' | 'pseudo-bidi') {
  const i18n = setupI18n();
  i18n.load(locale, pseudoMessages(ENGLISH, locale));
  i18n.activate(locale, ['en-US']);
  return i18n;
}

const visible = (text: string) => text.replace(/[\u202E\u202C]/g, '');

describe('pseudo-locales', () => {
  const pseudo = translator('pseudo');

  it('accents every letter, marks the message and makes it about 35 % longer', () => {
    const compiled = pseudoMessages({ [SEARCH]: [SEARCH] }, 'pseudo');
    const i18n = setupI18n({ locale: 'pseudo', messages: { pseudo: compiled } });
    const text = i18n._(SEARCH);
    expect(text.startsWith(PSEUDO_START)).toBe(true);
    expect(text.endsWith(PSEUDO_END)).toBe(true);
    expect(text).not.toMatch(/[a-zA-Z]/);
    expect(text.length / SEARCH.length).toBeGreaterThan(1.3);
    expect(text.length / SEARCH.length).toBeLessThan(1.45);
    expect(isPseudoMarked(text)).toBe(true);
  });

  it('keeps placeholders and their values as they are', () => {
    const text = pseudo._('A job for you: {jobTitle}', { jobTitle: 'Forklift Operator' });
    expect(text).toContain('Forklift Operator');
    expect(text.startsWith(`${PSEUDO_START}À Ĵōƀ ƒōŕ ŷōũ: Forklift Operator`)).toBe(true);
    expect(isPseudoMarked(text)).toBe(true);
  });

  it('keeps plural selectors and the number of `#`', () => {
    const one = pseudo._(PLURAL, { count: 1 });
    const many = pseudo._(PLURAL, { count: 3 });
    expect(one).toContain('ţĥĩś ďōćũḿēńţ');
    expect(many).toContain('ţĥēśē 3 ďōćũḿēńţś');
    expect(many).not.toContain('#');
    const board = pseudo._(BOARD, { total: 2, count: '2' });
    expect(board).toMatch(/^⟦2 ōƥēń Ĵōƀś·+⟧$/);
  });

  it('runs each text of the bidi locale right to left, values left as they are', () => {
    const text = translator('pseudo-bidi')._('A job for you: {jobTitle}', { jobTitle: 'Forklift Operator' });
    expect(text).toMatch(/^⟦\u202EÀ Ĵōƀ ƒōŕ ŷōũ: \u202CForklift Operator·+⟧$/);
    expect(isPseudoMarked(visible(text))).toBe(true);
  });

  it('tells a marked text from one that did not come through the catalogs', () => {
    expect(isPseudoMarked('Search jobs')).toBe(false);
    expect(isPseudoMarked('')).toBe(false);
    expect(isPseudoMarked(`Jobs ${PSEUDO_START}Ĵōƀś··${PSEUDO_END}`)).toBe(false);
    expect(isPseudoMarked(`12 ${PSEUDO_START}ĵōƀś··${PSEUDO_END}`)).toBe(true);
    // A message whose value is another message.
    expect(isPseudoMarked(`${PSEUDO_START}Ŝţàţũś: ${PSEUDO_START}Āƥƥĺĩēď·${PSEUDO_END}···${PSEUDO_END}`)).toBe(true);
    // ... and with a value of its own after the inner one, or English after both.
    expect(
      isPseudoMarked(
        `${PSEUDO_START}Ŕēḿōvē ${PSEUDO_START}Ŵĩţĥĩń 25 ḿĩĺēś ōƒ Chicago, IL··${PSEUDO_END} àńď··${PSEUDO_END}`,
      ),
    ).toBe(true);
    expect(isPseudoMarked(`${PSEUDO_START}Ŕēḿōvē ${PSEUDO_START}Ŵĩţĥĩń··${PSEUDO_END}${PSEUDO_END} again`)).toBe(false);
    // A message split around a link: one mark in each text node.
    expect(isPseudoMarked(`${PSEUDO_START}Ēḿàĩĺ ōũŕ śũƥƥōŕţ ţēàḿ àţ`)).toBe(true);
    expect(isPseudoMarked(`·····${PSEUDO_END}`)).toBe(true);
    expect(isPseudoMarked(`Email us at ${PSEUDO_START}ţēàḿ`)).toBe(false);
  });
});
