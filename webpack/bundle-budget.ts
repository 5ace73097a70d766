/**
 * First-load JS per route, measured on webpack's stats: the entry's files plus the chunk groups a
 * route's screen loads before it renders, gzip. The production build fails when a budgeted route
 * is over its limit, so a size regression never ships unnoticed.
 */

/** The limit on every budgeted route's first-load JS, gzip. */
export const FIRST_LOAD_LIMIT_BYTES = 80 * 1024;
/**
 * The goal relative to a React hello world built with the same configuration in the same run:
 * a route above it is reported (a warning), the build fails only above the limit.
 */
export const FIRST_LOAD_MAX_RATIO = 1.15;

/** Route -> the named chunk groups (webpackChunkName in src/routes.ts) its screen needs. */
export const BUDGETED_ROUTES: Record<string, string[]> = {
  '/login': ['auth'],
  '/search': ['jobs'],
  '/overview': ['dashboard'],
  '/jobs/{id}': ['job-page'],
};

/** The part of webpack's stats JSON the report reads. */
export interface BundleStats {
  entrypoints?: Record<string, { assets?: { name: string }[] }>;
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

export interface RouteSize {
  route: string;
  files: string[];
  gzipBytes: number;
}

const jsOf = (files: { name: string }[] | undefined) =>
  (files ?? []).map((f) => f.name).filter((n) => n.endsWith('.js'));

/** The entry's JS (runtime and main): what a page needs before anything else. */
export function entryFiles(stats: BundleStats): string[] {
  return jsOf(stats.entrypoints?.main?.assets);
}

export function firstLoad(
  stats: BundleStats,
  routes: Record<string, string[]>,
  gzipSize: (file: string) => number,
): RouteSize[] {
  return Object.entries(routes).map(([route, groups]) => {
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
 * The files (scripts and styles) of a route's chunk groups beyond the entry: what the server may
 * ask the browser to preload with the page, so they download beside the entry, not after it.
 */
export function routeFiles(stats: BundleStats, groups: string[]): string[] {
  const entry = new Set(entryFiles(stats));
  const files = groups.flatMap((group) => (stats.namedChunkGroups?.[group]?.assets ?? []).map((f) => f.name));
  return [...new Set(files)].filter((f) => !entry.has(f) && /\.(js|css)$/.test(f));
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per route for the build's output. */
export function describe(size: RouteSize, baselineBytes?: number): string {
  const ratio = baselineBytes ? ` = ${(size.gzipBytes / baselineBytes).toFixed(2)}x the React baseline` : '';
  return `first-load JS ${size.route}: ${kib(size.gzipBytes)} gzip (${size.files.length} files)${ratio}`;
}

/** The error of every route over the limit; an empty list passes. */
export function overBudget(sizes: RouteSize[], limitBytes = FIRST_LOAD_LIMIT_BYTES): string[] {
  return sizes
    .filter((s) => s.gzipBytes > limitBytes)
    .map(
      (s) =>
        `Bundle budget: first-load JS of ${s.route} is ${kib(s.gzipBytes)} gzip (${s.gzipBytes} bytes), ` +
        `over its ${kib(limitBytes)} limit. Files: ${s.files.join(', ')}`,
    );
}

/** The routes above the goal of FIRST_LOAD_MAX_RATIO times the baseline, for the build's output. */
export function aboveGoal(sizes: RouteSize[], baselineBytes: number, maxRatio = FIRST_LOAD_MAX_RATIO): string[] {
  const goal = baselineBytes * maxRatio;
  return sizes
    .filter((s) => s.gzipBytes > goal)
    .map(
      (s) =>
        `first-load JS of ${s.route} is ${kib(s.gzipBytes - goal)} above the goal of ${maxRatio}x the React ` +
        `baseline (${kib(goal)}); the build fails only above ${kib(FIRST_LOAD_LIMIT_BYTES)}`,
    );
}
