import { parseQuery } from '../../lib/query';
import { addressedSearch, MAX_RESTORED_PAGES, searchAddress } from './search-address';

const read = (address: string) => addressedSearch(parseQuery(new URL(address, 'http://x').search));

describe('The search in the address', () => {
  test('When a search is written into the address, Then reading it back gives the same search and pages', () => {
    const search = {
      query: 'senior engineer',
      type: 'Contract' as const,
      categories: ['Engineering' as const, 'Legal' as const],
      geo: [
        { location: 'Chicago, IL 60601', latLong: '41.88,-87.62', distance: 25 },
        { location: 'Odd; name', latLong: '', distance: '' as const },
      ],
      aggregationFilters: [],
    };
    const address = searchAddress(search, 3, 42);
    expect(address.startsWith('/search?q=senior%20engineer&type=Contract&category=Engineering&category=Legal')).toBe(
      true,
    );
    expect(read(address)).toEqual({ search, pages: 3 });
    expect(new URL(address, 'http://x').searchParams.get('job')).toBe('42');
  });

  test('When the address names no search or odd values, Then it is ignored or kept within bounds', () => {
    expect(read('/search')).toBeNull();
    expect(read('/search?saved=4')).toBeNull();
    expect(read('/search?type=Weekly')).toBeNull();
    expect(read('/search?type=Any&pages=999&category=Nope')).toEqual({
      search: { query: '', type: 'Any', categories: [], geo: [], aggregationFilters: [] },
      pages: MAX_RESTORED_PAGES,
    });
    expect(read('/search?type=Any&pages=-3')?.pages).toBe(1);
  });
});
