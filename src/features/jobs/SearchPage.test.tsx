/**
 * The search options (docs/product.md §2, §4, §5): type and categories with their counts, each change a new
 * search (the last one sent wins) written into the address, and the panel that collapses, closed
 * at first on a phone.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobHit, SearchInput, SearchResults } from '../../../common/jobs';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import type { FirstSearch } from './first-search';
import { fromSearch } from './search-criteria';
import { SearchPage } from './SearchPage';

const hit = (jobOrderId: number, title: string): JobHit => ({
  jobOrderId,
  title,
  description: `<p>${title} wanted.</p>`,
  location: 'Chicago, IL',
  salary: '$50/hr',
  pay: null,
  category: { categoryId: 'Engineering', description: 'Engineering' },
  opened: '2026-11-20T10:00:00.000Z',
  score: 1,
  appliedTo: false,
  employmentType: 'Contract',
  corpTitle: 'Tailspin',
  postalCode: '60601',
});

const results = (hits: JobHit[], over: Partial<SearchResults> = {}): SearchResults => ({
  hits,
  page: 1,
  total: hits.length,
  pageSize: 20,
  aggregations: {
    type: [
      { key: 'Contract', label: 'Contract', count: 12 },
      { key: 'Permanent', label: 'Permanent', count: 3 },
    ],
    category: [
      { key: 'Engineering', label: 'Engineering', count: 9 },
      { key: 'Legal', label: 'Legal', count: 6 },
    ],
  },
  totalEstimated: false,
  aggregationsEstimated: false,
  ...over,
});

const first = (search: SearchInput = { query: '', type: 'Any', categories: [], geo: [] }): FirstSearch => ({
  criteria: fromSearch(search),
  results: results([hit(1, 'Bridge Engineer'), hit(2, 'Paralegal')]),
  job: null,
  savedJobIds: [],
});

const searches = (calls: Call[]) =>
  calls.filter((c) => c.path.startsWith('/api/jobsearch/?')).map((c) => c.body as SearchInput);

describe('search options', () => {
  test('When a type or a category is chosen, Then each change searches again with every category chosen, and the address names the search shown', async () => {
    const answers: ReturnType<typeof deferred<{ json: SearchResults }>>[] = [];
    const { calls } = serveHttp({
      'POST /api/jobsearch/': () => {
        const answer = deferred<{ json: SearchResults }>();
        answers.push(answer);
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    render(<SearchPage first={first()} />);
    const options = within(document.getElementById('search-options')!);
    // The counts of the first search: Any is their sum.
    expect(options.getByLabelText('Any (15)')).toBeTruthy();
    expect(options.getByLabelText('Contract (12)')).toBeTruthy();
    expect(options.getByLabelText('Legal (6)')).toBeTruthy();
    expect(options.getByLabelText('Healthcare')).toBeTruthy();

    await user.click(options.getByLabelText('Contract (12)'));
    await user.click(options.getByLabelText('Engineering (9)'));
    await user.click(options.getByLabelText('Legal (6)'));
    expect(searches(calls).map((s) => [s.type, s.categories])).toEqual([
      ['Contract', []],
      ['Contract', ['Engineering']],
      ['Contract', ['Engineering', 'Legal']],
    ]);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Searching jobs…');

    // Answers out of order: only the last search sent is shown.
    await act(async () => answers[2]!.resolve({ json: results([hit(3, 'Patent Engineer')]) }));
    await act(async () => answers[0]!.resolve({ json: results([hit(4, 'Old Answer')]) }));
    expect(screen.getByTestId('result-count').textContent).toBe('1 job found');
    expect(screen.getAllByTestId('job-card').map((c) => c.querySelector('h2')!.textContent)).toEqual([
      'Patent Engineer',
    ]);
    // The address names the search on screen (Back and reload come back to it).
    expect(window.location.pathname + window.location.search).toBe(
      '/search?type=Contract&category=Engineering&category=Legal',
    );

    // Unchecking drops the category from the next search.
    await user.click(options.getByLabelText('Legal (6)'));
    expect(searches(calls).at(-1)!.categories).toEqual(['Engineering']);
  });

  test('When the panel is hidden, Then its button says so and the options collapse; a phone starts collapsed', async () => {
    serveHttp({});
    const user = userEvent.setup();
    const wide = render(<SearchPage first={first()} />);
    const toggle = screen.getByRole('button', { name: 'Hide search options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('search-options')!.classList.contains('show')).toBe(true);
    await user.click(toggle);
    expect(toggle.textContent).toBe('Show search options');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    wide.unmount();

    // docs/product.md §9: 414 px or narrower.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 414 });
    render(<SearchPage first={first()} />);
    const narrowToggle = screen.getByRole('button', { name: 'Show search options' });
    expect(narrowToggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('search-options')!.classList.contains('show')).toBe(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  test('When counts were capped, Then they read as lower bounds', async () => {
    serveHttp({});
    const capped = first();
    capped.results = results([hit(1, 'Bridge Engineer')], {
      total: 10_000,
      totalEstimated: true,
      aggregationsEstimated: true,
    });
    render(<SearchPage first={capped} />);
    expect(screen.getByTestId('result-count').textContent).toBe('10,000+ jobs found');
    expect(screen.getByLabelText('Contract (12+)')).toBeTruthy();
  });

  test('When jobs were saved, Then their toggles read Saved from the first draw, with no second read of the saved jobs', async () => {
    const { calls } = serveHttp({});
    render(<SearchPage first={{ ...first(), savedJobIds: [2] }} />);
    const toggles = screen.getAllByTestId('save-job');
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(calls.filter((c) => c.path.startsWith('/api/me/saved-jobs'))).toEqual([]);
  });
});
