/**
 * The chips of the filters on screen: one per words, type, category and place (with the default
 * distance when none was typed), each clearing only its own filter; none at all without a filter.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ActiveFilters } from './ActiveFilters';
import type { Criteria } from './search-criteria';

const shown: Criteria = {
  query: '  bridge  ',
  type: 'Contract',
  categories: ['Engineering', 'Legal'],
  rows: [
    { key: 1, location: 'Chicago, IL', latLong: '41.88,-87.63', distance: '' },
    { key: 2, location: '', latLong: '', distance: '10' },
    { key: 3, location: '60201', latLong: '42.05,-87.68', distance: '5' },
  ],
};

/** Each search the chips asked for. */
const searched = jest.fn<void, [Criteria]>();
beforeEach(() => searched.mockClear());

function Filters({ initial }: { initial: Criteria }) {
  const [criteria, setCriteria] = useState(initial);
  return (
    <ActiveFilters
      shown={criteria}
      onClear={(change) => {
        const next = { ...criteria, ...change(criteria) };
        searched(next);
        setCriteria(next);
      }}
    />
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Filtered by:' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('active filter chips', () => {
  test('When filters are on, Then each has a chip; an empty place row has none; a place without a distance says the default 25 miles', () => {
    render(<Filters initial={shown} />);
    expect(chips()).toEqual([
      '“bridge”',
      'Contract',
      'Engineering',
      'Legal',
      'Within 25 miles of Chicago, IL',
      'Within 5 miles of 60201',
    ]);
  });

  test('When a chip is cleared, Then only its filter goes and the search runs again; with the last one gone no chips remain', async () => {
    const user = userEvent.setup();
    render(<Filters initial={shown} />);
    await user.click(screen.getByRole('button', { name: 'Remove the filter Legal and search again' }));
    expect(searched).toHaveBeenLastCalledWith({ ...shown, categories: ['Engineering'] });

    await user.click(
      screen.getByRole('button', { name: 'Remove the filter Within 25 miles of Chicago, IL and search again' }),
    );
    expect(searched.mock.lastCall![0].rows.map((r) => r.key)).toEqual([2, 3]);
    await user.click(screen.getByRole('button', { name: 'Remove the filter Contract and search again' }));
    expect(searched.mock.lastCall![0].type).toBe('Any');
    await user.click(screen.getByRole('button', { name: 'Remove the filter “bridge” and search again' }));
    expect(searched.mock.lastCall![0].query).toBe('');

    for (const label of ['Engineering', 'Within 5 miles of 60201'])
      await user.click(screen.getByRole('button', { name: `Remove the filter ${label} and search again` }));
    expect(screen.queryByTestId('active-filters')).toBeNull();
    expect(searched).toHaveBeenCalledTimes(6);
  });
});
