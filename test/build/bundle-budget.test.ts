/** The build's per-screen budget: measured on webpack's stats, failing over 120 KB gzip. */
import {
  BUDGETED_SCREENS,
  SCREEN_LIMIT_BYTES,
  catalogGroups,
  overBudget,
  routeFiles,
  screenKey,
  screenSizes,
} from '../../webpack/bundle-budget';

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
    const errors = overBudget(sizes, SCREEN_LIMIT_BYTES, {});
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
      const at = (gzipBytes: number) =>
        overBudget([{ route, files: ['assets/main.js'], gzipBytes }], SCREEN_LIMIT_BYTES, {});
      expect(at(SCREEN_LIMIT_BYTES + 1)).toHaveLength(1);
      expect(at(SCREEN_LIMIT_BYTES)).toEqual([]);
    }
  });

  test('A screen listed over the limit is held at its ceiling: it fails above it, and once under 120 KB its listing must go', () => {
    const ceilings = { '/search (es)': 125 * KB };
    const at = (gzipBytes: number) => [{ route: '/search (es)', files: ['assets/main.js'], gzipBytes }];
    expect(overBudget(at(125 * KB), SCREEN_LIMIT_BYTES, ceilings)).toEqual([]);
    expect(overBudget(at(125 * KB + 1), SCREEN_LIMIT_BYTES, ceilings)[0]).toContain('over its 125.0 KB limit');
    expect(overBudget(at(119 * KB), SCREEN_LIMIT_BYTES, ceilings)).toEqual([
      'Bundle budget: /search (es) is under 120.0 KB now: remove it from OVER_LIMIT_CEILINGS.',
    ]);
    // An unlisted screen keeps the plain limit.
    expect(
      overBudget([{ route: '/login (es)', files: [], gzipBytes: 121 * KB }], SCREEN_LIMIT_BYTES, ceilings),
    ).toHaveLength(1);
  });

  test('Each screen is measured in every language with its own messages: the frame and its chunk, in that language only', () => {
    expect(screenKey('/search', 'en')).toBe('/search');
    expect(screenKey('/search', 'es')).toBe('/search (es)');
    expect(catalogGroups('jobs', 'es')).toEqual(['i18n-frame-es', 'i18n-jobs-es']);
    expect(catalogGroups('jobs', 'en').some((group) => group.endsWith('-es'))).toBe(false);
  });
});
