import { parseQuery, queryText, queryTexts, withQuery } from './query';

describe('the query of a location (docs/product.md §2 resolve input)', () => {
  test('single, repeated, valueless and encoded parameters', () => {
    expect({ ...parseQuery('?q=nurse+RN&type=Contract&type=Temp&open&r=%2Fsearch%3Fq%3Da') }).toEqual({
      q: 'nurse RN',
      type: ['Contract', 'Temp'],
      open: null,
      r: '/search?q=a',
    });
    expect({ ...parseQuery('') }).toEqual({});
    expect({ ...parseQuery('?') }).toEqual({});
  });

  test('a malformed escape is kept as typed, never thrown', () => {
    expect(queryText(parseQuery('?q=100%'), 'q')).toBe('100%');
    expect(() => parseQuery('?x=%E0%A4%A')).not.toThrow();
    expect(queryText(parseQuery('?id=&id=7'), 'id')).toBe('7');
    expect(queryText(parseQuery('?id=7&id=8'), 'id')).toBe('7');
    expect(queryTexts(parseQuery('?category=Legal&category=&category=Healthcare'), 'category')).toEqual([
      'Legal',
      'Healthcare',
    ]);
    expect(queryTexts(parseQuery('?other=1'), 'category')).toEqual([]);
  });
});

describe('queries built for links and calls', () => {
  test('unset and empty values are left out, arrays repeat their key, order is kept', () => {
    expect(withQuery('/admin/jobs', { q: 'nurse RN', status: undefined, type: '', page: 2 })).toBe(
      '/admin/jobs?q=nurse%20RN&page=2',
    );
    expect(withQuery('/search', { category: ['Legal', 'Healthcare'], location: ['Chicago, IL'] })).toBe(
      '/search?category=Legal&category=Healthcare&location=Chicago%2C%20IL',
    );
    expect(withQuery('/overview', {})).toBe('/overview');
  });

  test('what is built parses back to the same values', () => {
    const path = withQuery('/login', { r: '/search?q=a&b=c#top' });
    expect(path).toBe('/login?r=%2Fsearch%3Fq%3Da%26b%3Dc%23top');
    expect(queryText(parseQuery(path.slice(path.indexOf('?'))), 'r')).toBe('/search?q=a&b=c#top');
  });
});
