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
  '/onboarding': ['onboarding'],
  '/jobs': ['job-board'],
  '/jobs/{id}': ['job-page'],
  '/esign/sign': ['esign'],
};

/** The languages shipped (common/i18n.ts's LANGUAGES): the build writes each one's messages, and the budget holds in each. */
export const BUDGET_LANGUAGES = ['en', 'es'] as const;

/** A screen's key in the report: the route for English, `route (xx)` for another language. */
export function screenKey(route: string, language: string): string {
  return language === 'en' ? route : `${route} (${language})`;
}

/** A script's chunk's catalog file in one language (webpack/chunk-catalogs.ts), if it has messages. */
export type CatalogOf = (script: string) => string | undefined;

/** Each budgeted screen keyed in every language (`/search`, `/search (es)`), with that language's catalogs. */
export function inLanguages(
  screens: Record<string, string[]>,
  catalogsOfScript: ReadonlyMap<string, Readonly<Record<string, string>>>,
): { key: string; groups: string[]; catalogOf: CatalogOf }[] {
  return Object.entries(screens).flatMap(([route, groups]) =>
    BUDGET_LANGUAGES.map((language) => ({
      key: screenKey(route, language),
      groups,
      catalogOf: (script: string) => catalogsOfScript.get(script)?.[language],
    })),
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

/** Each screen's JS files with their messages in its language (each once) and their gzip total. */
export function screenSizes(
  stats: BundleStats,
  screens: Record<string, string[]>,
  gzipSize: (file: string) => number,
  catalogOf: CatalogOf = () => undefined,
): ScreenSize[] {
  return Object.entries(screens).map(([route, groups]) => {
    const files = new Set(entryFiles(stats));
    for (const group of groups) {
      const assets = stats.namedChunkGroups?.[group]?.assets;
      if (!assets) throw new Error(`The build has no chunk group "${group}" (route ${route})`);
      for (const f of jsOf(assets)) files.add(f);
    }
    for (const script of [...files]) {
      const catalog = catalogOf(script);
      if (catalog) files.add(catalog);
    }
    const list = [...files];
    return { route, files: list, gzipBytes: list.reduce((sum, f) => sum + gzipSize(f), 0) };
  });
}

/**
 * The files (scripts, styles, and the scripts' messages in the page's language) of a route's chunk
 * groups beyond the entry, with the entry's messages: what the server asks the browser to preload
 * with the page, so they download beside the entry, not after it has run.
 */
export function routeFiles(stats: BundleStats, groups: string[], catalogOf: CatalogOf = () => undefined): string[] {
  const entry = entryFiles(stats);
  const files = groups.flatMap((group) => (stats.namedChunkGroups?.[group]?.assets ?? []).map((f) => f.name));
  const own = [...new Set(files)].filter((f) => !entry.includes(f) && /\.(js|css)$/.test(f));
  const catalogs = [...entry, ...own].map(catalogOf).filter((f): f is string => f !== undefined);
  return [...own, ...new Set(catalogs)];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per screen for the build's output. */
export function describe(size: ScreenSize, limitBytes = SCREEN_LIMIT_BYTES): string {
  return `JS of ${size.route}: ${kib(size.gzipBytes)} gzip of its ${kib(limitBytes)} budget (${size.files.length} files)`;
}

/** The error of every screen over its limit; an empty list passes. */
export function overBudget(sizes: ScreenSize[], limitBytes = SCREEN_LIMIT_BYTES): string[] {
  return sizes
    .filter((s) => s.gzipBytes > limitBytes)
    .map(
      (s) =>
        `Bundle budget: the JS of ${s.route} is ${kib(s.gzipBytes)} gzip (${s.gzipBytes} bytes), ` +
        `over its ${kib(limitBytes)} limit. Files: ${s.files.join(', ')}`,
    );
}
