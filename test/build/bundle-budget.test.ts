/** The build's first-load budget: measured on webpack's stats, failing over the limit. */
import { BUDGETED_ROUTES, FIRST_LOAD_LIMIT_BYTES, aboveGoal, firstLoad, overBudget } from '../../webpack/bundle-budget';

const KB = 1024;
/** A build as webpack's stats describe it: an entry plus named chunk groups of given gzip sizes. */
function fakeBuild(sizes: Record<string, number>) {
  const stats = {
    entrypoints: { main: { assets: [{ name: 'assets/main.js' }, { name: 'assets/main.css' }] } },
    namedChunkGroups: {
      auth: { assets: [{ name: 'assets/auth.js' }, { name: 'assets/auth.css' }] },
      jobs: { assets: [{ name: 'assets/shared.js' }, { name: 'assets/jobs.js' }] },
    },
  };
  const gzip = (file: string) => {
    const size = sizes[file];
    if (size === undefined) throw new Error(`measured a file that is not JS: ${file}`);
    return size;
  };
  return { stats, gzip };
}

describe('first-load JS budget of the production build', () => {
  test('When a route is over 80 KB, Then the check fails naming the route and its size', () => {
    const { stats, gzip } = fakeBuild({
      'assets/main.js': 70 * KB,
      'assets/auth.js': 5 * KB,
      'assets/shared.js': 6 * KB,
      'assets/jobs.js': 4 * KB + 1,
    });
    const sizes = firstLoad(stats, { '/login': ['auth'], '/search': ['jobs'] }, gzip);
    expect(sizes).toEqual([
      { route: '/login', files: ['assets/main.js', 'assets/auth.js'], gzipBytes: 75 * KB },
      { route: '/search', files: ['assets/main.js', 'assets/shared.js', 'assets/jobs.js'], gzipBytes: 80 * KB + 1 },
    ]);
    const errors = overBudget(sizes);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('first-load JS of /search is 80.0 KB gzip (81921 bytes), over its 80.0 KB limit');
    expect(errors[0]).toContain('assets/jobs.js');
  });

  test('When every route is at or under 80 KB, Then the check passes', () => {
    const { stats, gzip } = fakeBuild({ 'assets/main.js': 75 * KB, 'assets/auth.js': 5 * KB });
    const sizes = firstLoad(stats, { '/login': ['auth'] }, gzip);
    expect(sizes[0]!.gzipBytes).toBe(FIRST_LOAD_LIMIT_BYTES);
    expect(overBudget(sizes)).toEqual([]);
  });

  test('A route above 1.15x the React baseline is reported as above the goal; at the goal it is not', () => {
    const baseline = 60 * KB;
    const sizes = [
      { route: '/login', files: ['assets/main.js'], gzipBytes: 69 * KB },
      { route: '/search', files: ['assets/main.js'], gzipBytes: 70 * KB },
    ];
    expect(aboveGoal(sizes, baseline)).toEqual([
      'first-load JS of /search is 1.0 KB above the goal of 1.15x the React baseline (69.0 KB); ' +
        'the build fails only above 80.0 KB',
    ]);
  });

  test('A budgeted route whose chunk group is missing from the build is an error, not a pass', () => {
    const { stats, gzip } = fakeBuild({ 'assets/main.js': 1 });
    expect(() => firstLoad(stats, { '/overview': ['dashboard'] }, gzip)).toThrow('no chunk group "dashboard"');
  });

  test('The four routes of the budget are measured, and each fails the build above 80 KB', () => {
    expect(Object.keys(BUDGETED_ROUTES).sort()).toEqual(['/jobs/{id}', '/login', '/overview', '/search']);
    for (const route of Object.keys(BUDGETED_ROUTES)) {
      const over = [{ route, files: ['assets/main.js'], gzipBytes: FIRST_LOAD_LIMIT_BYTES + 1 }];
      expect(overBudget(over)).toHaveLength(1);
    }
  });
});
