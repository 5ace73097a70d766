import { DEFAULT_DISTANCE_MILES } from '../../../common/jobs';
import { emptyRow, fromSearch, toSearch } from './search-criteria';

describe('the search form criteria (docs/product.md §5)', () => {
  test('When options have no location, Then the form starts with one empty row and searches without one', () => {
    const criteria = fromSearch({ query: 'welder' });
    expect(criteria).toMatchObject({ query: 'welder', type: 'Any', categories: [] });
    expect(criteria.rows).toHaveLength(1);
    expect(toSearch(criteria)).toEqual({
      query: 'welder',
      type: 'Any',
      categories: [],
      geo: [],
      aggregationFilters: [],
    });
  });

  test('A location without a distance gets the default; a trailing empty row is dropped, an empty distance sent as such', () => {
    const criteria = fromSearch({ geo: [{ location: 'Chicago, IL', latLong: '41.88,-87.63' }] });
    expect(criteria.rows[0]).toMatchObject({ location: 'Chicago, IL', distance: String(DEFAULT_DISTANCE_MILES) });
    const edited = {
      ...criteria,
      rows: [{ ...criteria.rows[0]!, distance: '' }, { ...criteria.rows[0]!, key: -1, distance: '40' }, emptyRow()],
    };
    expect(toSearch(edited).geo).toEqual([
      { location: 'Chicago, IL', latLong: '41.88,-87.63', distance: '' },
      { location: 'Chicago, IL', latLong: '41.88,-87.63', distance: 40 },
    ]);
  });
});
