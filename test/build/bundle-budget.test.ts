/** The build's per-screen budget: measured on webpack's stats, failing over 120 KB gzip. */
import {
  BUDGETED_SCREENS,
  SCREEN_LIMIT_BYTES,
  inLanguages,
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
    const errors = overBudget(sizes, SCREEN_LIMIT_BYTES);
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
        overBudget([{ route, files: ['assets/main.js'], gzipBytes }], SCREEN_LIMIT_BYTES);
      expect(at(SCREEN_LIMIT_BYTES + 1)).toHaveLength(1);
      expect(at(SCREEN_LIMIT_BYTES)).toEqual([]);
    }
  });

  test("Each screen is measured in every language with its scripts' messages in that language only", () => {
    expect(screenKey('/search', 'en')).toBe('/search');
    expect(screenKey('/search', 'es')).toBe('/search (es)');
    const catalogs = new Map([
      ['assets/main.js', { en: 'assets/i18n/1.en.a.json', es: 'assets/i18n/1.es.b.json' }],
      ['assets/jobs.js', { en: 'assets/i18n/2.en.a.json', es: 'assets/i18n/2.es.b.json' }],
    ]);
    const { stats, gzip } = build({
      'assets/main.js': 100 * KB,
      'assets/shared.js': 1 * KB,
      'assets/jobs.js': 2 * KB,
      'assets/i18n/1.en.a.json': 3 * KB,
      'assets/i18n/2.en.a.json': 4 * KB,
      'assets/i18n/1.es.b.json': 5 * KB,
      'assets/i18n/2.es.b.json': 6 * KB,
    });
    const screens = inLanguages({ '/search': ['jobs'] }, catalogs);
    expect(screens.map((s) => s.key)).toEqual(['/search', '/search (es)']);
    const sizes = screens.flatMap(({ key, groups, catalogOf }) =>
      screenSizes(stats, { [key]: groups }, gzip, catalogOf),
    );
    expect(sizes).toEqual([
      {
        route: '/search',
        files: [
          'assets/main.js',
          'assets/shared.js',
          'assets/jobs.js',
          'assets/i18n/1.en.a.json',
          'assets/i18n/2.en.a.json',
        ],
        gzipBytes: 110 * KB,
      },
      {
        route: '/search (es)',
        files: [
          'assets/main.js',
          'assets/shared.js',
          'assets/jobs.js',
          'assets/i18n/1.es.b.json',
          'assets/i18n/2.es.b.json',
        ],
        gzipBytes: 114 * KB,
      },
    ]);
    // The preloads carry the entry's messages and the screen's, in the page's language.
    expect(routeFiles(stats, ['jobs'], screens[1]!.catalogOf)).toEqual([
      'assets/shared.js',
      'assets/jobs.js',
      'assets/i18n/1.es.b.json',
      'assets/i18n/2.es.b.json',
    ]);
  });
});
