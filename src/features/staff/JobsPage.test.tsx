/**
 * The staff job list: its filters (a typed one waits for a pause), the sortable columns, the pager,
 * the address that follows them, answers to older filters dropped, and Retry after a failure.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffJobList, StaffJobSummary } from '../../../common/staff';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { JobsPage } from './JobsPage';

const summary = (jobOrderId: number, title: string): StaffJobSummary => ({
  jobOrderId,
  title,
  employmentType: 'Contract',
  category: 'Engineering',
  location: 'Chicago, IL',
  salary: null,
  status: 'open',
  opened: '2026-11-20T10:00:00.000Z',
  applicants: 2,
});
const list = (titles: string[], over: Partial<StaffJobList> = {}): StaffJobList => ({
  items: titles.map((t, i) => summary(i + 1, t)),
  total: titles.length,
  page: 1,
  pageSize: 20,
  ...over,
});

const asked = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/staff/jobs')).map((c) => c.path);
const rows = () => screen.queryAllByTestId('staff-job-row').map((r) => within(r).getByRole('rowheader').textContent);
const here = () => window.location.pathname + window.location.search;
/** The list's live region: the count once the page asked for is drawn. */
const settled = (count: string) => waitFor(() => expect(screen.getByRole('status').textContent).toBe(count));

beforeEach(() => window.history.replaceState(null, '', '/admin/jobs'));
afterEach(() => jest.useRealTimers());

describe('staff job list', () => {
  test('When a title is typed, Then one search goes once the typing pauses, back on page 1, and the address follows', async () => {
    jest.useFakeTimers();
    const { calls } = serveHttp({
      'GET /api/staff/jobs': (call) =>
        call.path.includes('q=')
          ? { json: list(['Bridge Engineer']) }
          : { json: list(['Bridge Engineer', 'Paralegal'], { total: 45, page: 2 }) },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<JobsPage initial={{ page: 2 }} />);
    await act(async () => jest.advanceTimersByTime(0));
    expect(asked(calls)).toEqual(['/api/staff/jobs?page=2']);
    expect(rows()).toEqual(['Bridge Engineer', 'Paralegal']);
    expect(screen.getByRole('table', { name: 'Jobs' }).querySelector('caption')!.textContent).toBe('45 jobs');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.type(screen.getByLabelText('Title'), 'brid');
    await act(async () => jest.advanceTimersByTime(299));
    expect(asked(calls)).toHaveLength(1);
    // The list waits, marked busy, with its rows still shown.
    expect(screen.getByRole('table', { name: 'Jobs' }).parentElement!.getAttribute('aria-busy')).toBe('true');
    await act(async () => jest.advanceTimersByTime(1));
    expect(asked(calls)).toEqual(['/api/staff/jobs?page=2', '/api/staff/jobs?q=brid']);
    expect(rows()).toEqual(['Bridge Engineer']);
    expect(here()).toBe('/admin/jobs?q=brid');
    // The export is of the filter shown.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/staff/jobs.csv?q=brid');
  });

  test('When a column is sorted, Then the same column reverses it, another starts A to Z, and the header says which', async () => {
    const { calls } = serveHttp({ 'GET /api/staff/jobs': () => ({ json: list(['Bridge Engineer']) }) });
    const user = userEvent.setup();
    render(<JobsPage initial={{}} />);
    await screen.findByRole('rowheader', { name: 'Edit Bridge Engineer' });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    // Newest first when nothing is asked.
    expect(header('Opened').getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Opened').getAttribute('aria-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(header('Title').getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Opened' }));
    await settled('1 job');
    expect(asked(calls).slice(1)).toEqual([
      '/api/staff/jobs?sort=title&dir=asc',
      '/api/staff/jobs?sort=title&dir=desc',
      '/api/staff/jobs?sort=opened&dir=desc',
    ]);
  });

  test('When the pager and a filter are used, Then Next asks the next page, a filter goes back to page 1, Clear drops them all', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/jobs': (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page') ?? 1);
        return { json: list([`Job on page ${page}`], { total: 25, page }) };
      },
    });
    const user = userEvent.setup();
    render(<JobsPage initial={{}} />);
    await screen.findByText('Job on page 1');
    const pages = screen.getByRole('navigation', { name: 'Jobs: Pages' });
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Job on page 2');
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(here()).toBe('/admin/jobs?page=2');

    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    await screen.findByText('Job on page 1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await settled('25 jobs');
    expect(asked(calls)).toEqual([
      '/api/staff/jobs',
      '/api/staff/jobs?page=2',
      '/api/staff/jobs?status=closed',
      '/api/staff/jobs',
    ]);
    expect(here()).toBe('/admin/jobs');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  test('When an older filter is answered after a newer one, Then only the newer answer is shown', async () => {
    const held: ReturnType<typeof deferred<{ json: StaffJobList }>>[] = [];
    serveHttp({
      'GET /api/staff/jobs': () => {
        const answer = deferred<{ json: StaffJobList }>();
        held.push(answer);
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    render(<JobsPage initial={{}} />);
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]!.resolve({ json: list(['First']) }));
    await user.selectOptions(screen.getByLabelText('Type'), 'Contract');
    await waitFor(() => expect(held).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Type'), 'Permanent');
    await waitFor(() => expect(held).toHaveLength(3));
    await act(async () => held[2]!.resolve({ json: list(['Permanent job']) }));
    await act(async () => held[1]!.resolve({ json: list(['Contract job']) }));
    expect(rows()).toEqual(['Permanent job']);
  });

  test('When the list cannot be loaded, Then the screen says so with the reason, and Retry loads it again', async () => {
    let fail = true;
    serveHttp({
      'GET /api/staff/jobs': () =>
        fail ? { status: 500, json: { message: 'Database unavailable' } } : { json: list(['Bridge Engineer']) },
    });
    const user = userEvent.setup();
    render(<JobsPage initial={{}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Sorry, we could not load the jobs.Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: 'Edit Bridge Engineer' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
