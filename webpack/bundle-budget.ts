/**
 * The JavaScript each budgeted screen downloads before it is usable, measured on webpack's stats:
 * the entry's files plus every chunk group the screen loads to show its data, gzip. The production
 * build prints each figure and fails when a screen is over the limit; `npm run lighthouse` measures
 * the same screens in a browser, which is the figure that counts (docs/BENCHMARKS.md).
 */

/**
 * The limit on every budgeted screen's JavaScript, gzip, in every shipped language: 120 KB, which
 * leaves room for the messages of a screen's language beside the customer's packages.
 */
export const SCREEN_LIMIT_BYTES = 120 * 1024;

/**
 * Screen -> the named chunk groups (webpackChunkName) it loads to show its data: the route's chunk
 * (src/routes.ts) and the chunks its screen starts beside its data. /search loads the job detail
 * once its results are drawn (a click opens it), so the detail is not part of its budget.
 */
export const BUDGETED_SCREENS: Record<string, string[]> = {
  '/login': ['auth'],
  '/search': ['jobs', 'search-form', 'save-search'],
  '/overview': ['dashboard', 'overview-sections'],
  '/onboarding': ['documents'],
  '/jobs': ['job-board'],
  '/jobs/{id}': ['job-page'],
  '/esign/sign': ['esign'],
};

/**
 * Screens over the limit since the messages moved into per-language catalogs, each held at its
 * measured figure so that it can only shrink: the bytes that bring them under 120 KB are still to
 * be found (docs/BENCHMARKS.md, "Bundle budget"). A screen leaves this list once it is under.
 */
const OVER_LIMIT_CEILINGS: Readonly<Record<string, number>> = {
  '/search': 126.2 * 1024,
  '/search (es)': 126.8 * 1024,
  '/overview': 123.3 * 1024,
  '/overview (es)': 124.1 * 1024,
  '/onboarding': 126.5 * 1024,
  '/onboarding (es)': 127.3 * 1024,
  '/esign/sign (es)': 120.6 * 1024,
};

/** The languages shipped (common/i18n.ts's LANGUAGES; the budget holds in each). */
const BUDGET_LANGUAGES = ['en', 'es'] as const;

/** A screen's key in the report: the route for English, `route (xx)` for another language. */
export function screenKey(route: string, language: string): string {
  return language === 'en' ? route : `${route} (${language})`;
}

/** The message bundles a route chunk loads in a language (src/lib/i18n.ts): the frame's, then its own. */
export function catalogGroups(chunk: string, language: string): string[] {
  return [`i18n-frame-${language}`, `i18n-${chunk}-${language}`];
}

/**
 * Each budgeted screen in each language, with the catalog chunks its route chunk loads (the first
 * chunk group of a screen is its route's, named as in src/routes.ts).
 */
export function screensInLanguages(
  screens: Record<string, string[]>,
  routeChunkOf: (group: string) => string,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(screens).flatMap(([route, groups]) =>
      BUDGET_LANGUAGES.map((language) => [
        screenKey(route, language),
        [...groups, ...catalogGroups(routeChunkOf(groups[0]!), language)],
      ]),
    ),
  );
}

/** The part of webpack's stats JSON the report reads. */
export interface BundleStats {
  entrypoints?: Record<string, { assets?: { name: string }[] }>;
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

export interface ScreenSize {
  route: string;
  files: string[];
  gzipBytes: number;
}

const jsOf = (files: { name: string }[] | undefined) =>
  (files ?? []).map((f) => f.name).filter((n) => n.endsWith('.js'));

/** The entry's JS (runtime and main): what every page needs before anything else. */
function entryFiles(stats: BundleStats): string[] {
  return jsOf(stats.entrypoints?.main?.assets);
}

/** Each screen's JS files (each once) and their gzip total. */
export function screenSizes(
  stats: BundleStats,
  screens: Record<string, string[]>,
  gzipSize: (file: string) => number,
): ScreenSize[] {
  return Object.entries(screens).map(([route, groups]) => {
    const files = new Set(entryFiles(stats));
    for (const group of groups) {
      const assets = stats.namedChunkGroups?.[group]?.assets;
      if (!assets) throw new Error(`The build has no chunk group "${group}" (route ${route})`);
      for (const f of jsOf(assets)) files.add(f);
    }
    const list = [...files];
    return { route, files: list, gzipBytes: list.reduce((sum, f) => sum + gzipSize(f), 0) };
  });
}

/**
 * The files (scripts and styles) of a route's chunk groups beyond the entry: what the server asks
 * the browser to preload with the page, so they download beside the entry, not after it.
 */
export function routeFiles(stats: BundleStats, groups: string[]): string[] {
  const entry = new Set(entryFiles(stats));
  const files = groups.flatMap((group) => (stats.namedChunkGroups?.[group]?.assets ?? []).map((f) => f.name));
  return [...new Set(files)].filter((f) => !entry.has(f) && /\.(js|css)$/.test(f));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A screen's limit: 120 KB, or its ceiling while it is listed over the limit. */
function limitOf(route: string, limitBytes: number, ceilings: Readonly<Record<string, number>>): number {
  return Math.max(limitBytes, ceilings[route] ?? 0);
}

/** One line per screen for the build's output. */
export function describe(size: ScreenSize, limitBytes = SCREEN_LIMIT_BYTES, ceilings = OVER_LIMIT_CEILINGS): string {
  const ceiling = ceilings[size.route];
  const over =
    size.gzipBytes > limitBytes && ceiling ? `, OVER the limit: held at ${kib(ceiling)} until it is under` : '';
  return `JS of ${size.route}: ${kib(size.gzipBytes)} gzip of its ${kib(limitBytes)} budget (${size.files.length} files)${over}`;
}

/**
 * The error of every screen over its limit, and of every listed screen now under 120 KB (its
 * ceiling is to be removed); an empty list passes.
 */
export function overBudget(
  sizes: ScreenSize[],
  limitBytes = SCREEN_LIMIT_BYTES,
  ceilings = OVER_LIMIT_CEILINGS,
): string[] {
  const over = sizes
    .filter((s) => s.gzipBytes > limitOf(s.route, limitBytes, ceilings))
    .map(
      (s) =>
        `Bundle budget: the JS of ${s.route} is ${kib(s.gzipBytes)} gzip (${s.gzipBytes} bytes), ` +
        `over its ${kib(limitOf(s.route, limitBytes, ceilings))} limit. Files: ${s.files.join(', ')}`,
    );
  const cleared = sizes
    .filter((s) => ceilings[s.route] !== undefined && s.gzipBytes <= limitBytes)
    .map((s) => `Bundle budget: ${s.route} is under ${kib(limitBytes)} now: remove it from OVER_LIMIT_CEILINGS.`);
  return [...over, ...cleared];
}
