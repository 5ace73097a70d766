/**
 * A location row of the search: places suggested 800 ms after the last keystroke (for the last
 * text only), chosen with the arrow keys and Enter (which then gives the place's coordinates), a
 * distance that takes numbers only, and the row's remove button.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type Call, serveHttp } from '../../../test/helpers/client/http';
import { LocationRow } from './LocationRow';
import type { GeoRow } from './search-criteria';

const rows = jest.fn<void, [GeoRow]>();
beforeEach(() => rows.mockClear());

function Row({ index = 0, onRemove }: { index?: number; onRemove?: () => void }) {
  const [row, setRow] = useState<GeoRow>({ key: 1, location: '', latLong: '', distance: '' });
  const change = (next: GeoRow) => {
    rows(next);
    setRow(next);
  };
  return <LocationRow row={row} index={index} onChange={change} onRemove={onRemove} />;
}

const places = [
  { location: 'Chicago, IL', latLong: '41.88,-87.63' },
  { location: 'Chicago Heights, IL', latLong: '41.51,-87.64' },
];
const lookups = (calls: Call[]) => calls.map((c) => c.path);
const place = () => screen.getByRole('combobox', { name: 'Location' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('location row', () => {
  test('When a place is typed, Then suggestions for the last text come 800 ms later, and the arrow keys and Enter choose one with its coordinates', async () => {
    const { calls } = serveHttp({ 'GET /api/jobsearch/locations': () => ({ json: places }) });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Row />);
    await user.type(place(), 'C');
    await act(async () => jest.advanceTimersByTime(1000));
    // One letter asks nothing.
    expect(lookups(calls)).toEqual([]);

    await user.type(place(), 'hi');
    await act(async () => jest.advanceTimersByTime(799));
    expect(lookups(calls)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Finding places…');
    await act(async () => jest.advanceTimersByTime(1));
    expect(lookups(calls)).toEqual(['/api/jobsearch/locations?term=Chi']);
    expect(place().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Chicago, IL', 'Chicago Heights, IL']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(place().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(rows).toHaveBeenLastCalledWith({ key: 1, location: 'Chicago, IL', latLong: '41.88,-87.63', distance: '' });
    expect((place() as HTMLInputElement).value).toBe('Chicago, IL');
    expect(place().getAttribute('aria-expanded')).toBe('false');
  });

  test('When typing goes on, Then only the last text is looked up; Enter before the suggestions come stops them', async () => {
    const { calls } = serveHttp({ 'GET /api/jobsearch/locations': () => ({ json: places }) });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Row />);
    await user.type(place(), 'Ev');
    await act(async () => jest.advanceTimersByTime(500));
    await user.type(place(), 'an');
    await act(async () => jest.advanceTimersByTime(800));
    expect(lookups(calls)).toEqual(['/api/jobsearch/locations?term=Evan']);
    await user.keyboard('{Escape}');
    expect(place().getAttribute('aria-expanded')).toBe('false');

    // Typed text carries no coordinates until a suggestion is chosen.
    await user.type(place(), 's');
    expect(rows).toHaveBeenLastCalledWith({ key: 1, location: 'Evans', latLong: '', distance: '' });
    await user.keyboard('{Enter}');
    await act(async () => jest.advanceTimersByTime(2000));
    expect(lookups(calls)).toHaveLength(1);
    expect(place().getAttribute('aria-expanded')).toBe('false');
  });

  test('When a distance is typed, Then only digits and one decimal point stay; a further row can be removed', async () => {
    serveHttp({});
    const removed = jest.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Row index={1} onRemove={removed} />);
    expect(screen.getByRole('combobox', { name: 'Location 2' })).toBeTruthy();
    const distance = screen.getByLabelText('Within (miles)') as HTMLInputElement;
    await user.type(distance, '1x2.5.0 mi');
    expect(distance.value).toBe('12.50');
    expect(rows.mock.lastCall![0].distance).toBe('12.50');
    await user.click(screen.getByRole('button', { name: 'Remove location 2' }));
    expect(removed).toHaveBeenCalledTimes(1);
  });
});
