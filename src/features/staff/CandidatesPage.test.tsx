/**
 * The candidate list: filters that apply as they are typed (after a pause), Clear filters, and the
 * name order that the same header reverses.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateSummary, Paged } from '../../../common/staff-candidates';
import { type Call, serveHttp } from '../../../test/helpers/client/http';
import { CandidatesPage } from './CandidatesPage';

const candidate = (id: number, name: string, over: Partial<CandidateSummary> = {}): CandidateSummary => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  zipCode: '60601',
  skills: ['AutoCAD', 'Revit', 'Civil 3D', 'MicroStation', 'Python', 'SQL'],
  joined: '2026-10-01T10:00:00.000Z',
  emailConfirmed: true,
  ...over,
});
const page = (items: CandidateSummary[]): Paged<CandidateSummary> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const asked = (calls: Call[]) => calls.map((c) => c.path);

beforeEach(() => window.history.replaceState(null, '', '/admin/candidates'));
afterEach(() => jest.useRealTimers());

describe('candidate list', () => {
  test('When filters are typed, Then they are asked together once the typing pauses, and Clear filters drops them', async () => {
    jest.useFakeTimers();
    const { calls } = serveHttp({
      'GET /api/staff/candidates': (call) =>
        call.path.includes('name=')
          ? { json: page([candidate(2, 'Robin Diaz', { emailConfirmed: false })]) }
          : { json: page([candidate(1, 'Casey Morgan'), candidate(2, 'Robin Diaz', { emailConfirmed: false })]) },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<CandidatesPage initial={{}} />);
    await screen.findByRole('rowheader', { name: 'Casey Morgan' });
    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Casey Morgan', 'Robin Diaz']);
    // Five skills at most, and an unconfirmed address is marked.
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain(
      'AutoCAD, Revit, Civil 3D, MicroStation, Python',
    );
    expect(within(table).getAllByRole('row')[1]!.textContent).not.toContain('SQL');
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('email not confirmed');

    await user.type(screen.getByLabelText('Name'), 'rob');
    await user.type(screen.getByLabelText('ZIP code'), '606');
    await act(async () => jest.advanceTimersByTime(299));
    expect(asked(calls)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(asked(calls)).toEqual(['/api/staff/candidates', '/api/staff/candidates?name=rob&zip=606']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 candidate'));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Robin Diaz']);
    expect(table.querySelector('caption')!.textContent).toBe('1 candidate');
    expect(window.location.search).toBe('?name=rob&zip=606');

    // Clearing asks at once: no pause to wait for.
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked(calls)).toHaveLength(3));
    expect(asked(calls).at(-1)).toBe('/api/staff/candidates');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 candidates'));
  });

  test('When the Name header is pressed, Then the order reverses; another header starts A to Z; no match says so', async () => {
    const { calls } = serveHttp({ 'GET /api/staff/candidates': () => ({ json: page([]) }) });
    const user = userEvent.setup();
    render(<CandidatesPage initial={{}} />);
    await screen.findByText('No candidates match these filters.');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(screen.getByRole('columnheader', { name: 'Joined' }).getAttribute('aria-sort')).toBe('ascending');
    // Loaded: the count is said again.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 candidates'));
    expect(asked(calls)).toEqual([
      '/api/staff/candidates',
      '/api/staff/candidates?sort=name&dir=desc',
      '/api/staff/candidates?sort=joined&dir=asc',
    ]);
  });
});
