import { parseQuery, queryText } from './query';

describe('the query of a location (SPEC §2 resolve input)', () => {
  test('single, repeated, valueless and encoded parameters', () => {
    expect(parseQuery('?q=nurse+RN&type=Contract&type=Temp&open&r=%2Fsearch%3Fq%3Da')).toEqual({
      q: 'nurse RN',
      type: ['Contract', 'Temp'],
      open: null,
      r: '/search?q=a',
    });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  test('a malformed escape is kept as typed, never thrown', () => {
    expect(parseQuery('?q=100%&x=%E0%A4%A')).toEqual({ q: '100%', x: '%E0%A4%A' });
    expect(queryText(parseQuery('?id=&id=7'), 'id')).toBeUndefined();
    expect(queryText(parseQuery('?id=7&id=8'), 'id')).toBe('7');
  });
});
