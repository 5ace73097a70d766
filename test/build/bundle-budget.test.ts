/** The build's per-screen budget: measured on webpack's stats, failing over 120 KB gzip. */
import { BUDGETED_SCREENS, SCREEN_LIMIT_BYTES, overBudget, routeFiles, screenSizes } from '../../webpack/bundle-budget';

const KB = 1024;
/** A build as webpack's stats describe it: an entry plus named chunk groups of given gzip sizes. */
function build(sizes: Record<string, number>) {
  const stats = {
    entrypoints: { main: { assets: [{ name: 'assets/main.js' }, { name: 'assets/main.css' }] } },
    namedChunkGroups: {
      auth: { assets: [{ name: 'assets/auth.js' }, { name: 'assets/auth.css' }] },
      jobs: { assets: [{ name: 'assets/shared.js' }, { name: 'assets/jobs.js' }] },
      'search-form': { assets: [{ name: 'assets/shared.js' }, { name: 'assets/search-form.js' }] },
    },
  };
  const gzip = (file: string) => {
    const size = sizes[file];
    if (size === undefined) throw new Error(`measured a file that is not JS: ${file}`);
    return size;
  };
  return { stats, gzip };
}

describe('JavaScript budget per screen of the production build', () => {
  test('When a screen with its data chunks is over 120 KB, Then the check fails naming the screen, its size and files', () => {
    const { stats, gzip } = build({
      'assets/main.js': 90 * KB,
      'assets/auth.js': 5 * KB,
      'assets/shared.js': 8 * KB,
      'assets/jobs.js': 4 * KB,
      'assets/search-form.js': 18 * KB + 1,
    });
    const sizes = screenSizes(stats, { '/login': ['auth'], '/search': ['jobs', 'search-form'] }, gzip);
    // A chunk two groups share counts once.
    expect(sizes).toEqual([
      { route: '/login', files: ['assets/main.js', 'assets/auth.js'], gzipBytes: 95 * KB },
      {
        route: '/search',
        files: ['assets/main.js', 'assets/shared.js', 'assets/jobs.js', 'assets/search-form.js'],
        gzipBytes: 120 * KB + 1,
      },
    ]);
    const errors = overBudget(sizes);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the JS of /search is 120.0 KB gzip (122881 bytes), over its 120.0 KB limit');
    expect(errors[0]).toContain('assets/search-form.js');
  });

  test('When every screen is at or under 120 KB, Then the check passes', () => {
    const { stats, gzip } = build({ 'assets/main.js': 115 * KB, 'assets/auth.js': 5 * KB });
    const sizes = screenSizes(stats, { '/login': ['auth'] }, gzip);
    expect(sizes[0]!.gzipBytes).toBe(SCREEN_LIMIT_BYTES);
    expect(overBudget(sizes)).toEqual([]);
  });

  test('A budgeted screen whose chunk group is missing from the build is an error, not a pass', () => {
    const { stats, gzip } = build({ 'assets/main.js': 1 });
    expect(() => screenSizes(stats, { '/overview': ['dashboard'] }, gzip)).toThrow('no chunk group "dashboard"');
  });

  test('The preloads of a screen are its chunks beyond the entry, scripts and styles, each once', () => {
    const { stats } = build({});
    expect(routeFiles(stats, ['auth'])).toEqual(['assets/auth.js', 'assets/auth.css']);
    expect(routeFiles(stats, ['jobs', 'search-form'])).toEqual([
      'assets/shared.js',
      'assets/jobs.js',
      'assets/search-form.js',
    ]);
  });

  test('The budgeted screens (the six of the budget and the public job board) are measured, and each fails the build above 120 KB', () => {
    expect(Object.keys(BUDGETED_SCREENS).sort()).toEqual([
      '/esign/sign',
      '/jobs',
      '/jobs/{id}',
      '/login',
      '/onboarding',
      '/overview',
      '/search',
    ]);
    for (const route of Object.keys(BUDGETED_SCREENS)) {
      expect(overBudget([{ route, files: ['assets/main.js'], gzipBytes: SCREEN_LIMIT_BYTES + 1 }])).toHaveLength(1);
      expect(overBudget([{ route, files: ['assets/main.js'], gzipBytes: SCREEN_LIMIT_BYTES }])).toEqual([]);
    }
  });
});
