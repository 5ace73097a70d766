/** Serves the built SPA: hashed assets cached for a year, index.html never cached. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { PublicBrand } from '../../common/brand';
import { PAGE_STATE_ELEMENT_ID, serializePageState, type PageState } from '../../common/page-state';
import { escapeHtml } from '../lib/html';
import { currentLanguage, currentLocale } from '../lib/i18n';
import {
  DEFAULT_LANGUAGE,
  isPseudoLocale,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  LANGUAGES,
  TEXT_DIRECTIONS,
} from '../../common/i18n';
import { declaredRouter, type RouteGuards } from './declared-router';

export interface SpaOptions {
  clientDir: string;
  publicDir: string;
  /** Fills robots.txt's {PUBLIC_URL} (a sitemap is named by its full URL). */
  publicUrl: string;
  pageState: (req: Request) => PageState | Promise<PageState>;
  guards: RouteGuards;
}

interface SpaRenderOptions {
  status?: number;
  /** Replaces the page's flash message (for answers that render the SPA directly). */
  flash?: string;
  /** Added to the page state (what a screen can draw before its first call returns). */
  state?: Partial<PageState>;
  /** Trusted HTML added to <head> (preloads of what the screen shows first). */
  head?: string;
  /** A page the server describes itself, so crawlers need no JavaScript (public job pages). */
  page?: {
    /** Before the site name suffix. */
    title: string;
    description: string;
    /** Trusted HTML added to <head>: every value in it already escaped. */
    head: string;
    /** Trusted HTML shown when JavaScript does not run. */
    noscript: string;
  };
}

export interface Spa {
  router: Router;
  index: RequestHandler;
  render(req: Request, res: Response, options?: SpaRenderOptions): Promise<void>;
}

/**
 * A file's preload link: a script, a stylesheet, or a chunk's messages, which the page fetches
 * (src/lib/i18n.ts) as a same-origin CORS request, so the preload says so to be reused.
 */
function preloadLink(file: string): string {
  if (file.endsWith('.json')) return `<link rel="preload" href="/${file}" as="fetch" crossorigin="anonymous">`;
  return `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`;
}

/**
 * The build's chunks of each route it reports (dist/client/bundle-report.json), its catalogs in
 * the page's language among them, as preload links:
 * a route's screen then downloads beside the entry instead of after it has run, one round trip
 * less before the page shows (most on a phone's network).
 */
function routePreloads(clientDir: string): Map<string, string> {
  const file = path.join(clientDir, 'bundle-report.json');
  const links = new Map<string, string>();
  if (!existsSync(file)) return links;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as { preload?: Record<string, string[]> };
    for (const [route, files] of Object.entries(report.preload ?? {})) {
      const safe = files.filter((f) => /^assets\/(i18n\/)?[\w.-]+\.(js|css|json)$/.test(f));
      links.set(route, safe.map(preloadLink).join(''));
    }
  } catch {
    // A report this server cannot read only costs the preloads.
  }
  return links;
}

/**
 * The build's Brotli copy of a script or stylesheet (`<file>.br`), sent instead of compressing on
 * the fly to a browser that accepts it: fewer bytes, and no compression work per request.
 */
function precompressed(assetsDir: string): RequestHandler {
  let files: Set<string> | null = null;
  return (req, res, next) => {
    files ??= new Set(
      existsSync(assetsDir)
        ? readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.br'))
            .map((f) => `/${f.slice(0, -3).split(path.sep).join('/')}`)
        : [],
    );
    if (!files.has(req.path)) return next();
    // Either answer depends on the header, for any cache on the way.
    res.vary('Accept-Encoding');
    if ((req.method === 'GET' || req.method === 'HEAD') && req.acceptsEncodings('br') === 'br') {
      res.setHeader('Content-Encoding', 'br');
      res.type(path.extname(req.path));
      req.url = `${req.path}.br`;
    }
    next();
  };
}

/**
 * The brand in the page's head, so the first paint has it (no shift, no flash of the built-in
 * blue): the theme's stylesheet after the build's (its custom properties win), the favicon, and
 * the browser's theme colour. Every value comes from the server's own records (hashed names, a
 * checked colour), escaped all the same.
 */
function brandHead(html: string, brand: PublicBrand): string {
  let out = html;
  // The built template is minified: attribute values may come without quotes.
  if (brand.favicon) {
    const icon = `<link rel="icon" href="${escapeHtml(brand.favicon.url)}" type="image/png">`;
    out = out.replace(/<link rel="?icon"?[^>]*>/, () => icon);
  }
  if (brand.colour) {
    const meta = `<meta name="theme-color" content="${escapeHtml(brand.colour)}">`;
    out = out.replace(/<meta name="?theme-color"?[^>]*>/, () => meta);
  }
  if (brand.themeUrl) {
    const link = `<link rel="stylesheet" href="${escapeHtml(brand.themeUrl)}">`;
    out = out.replace('</head>', () => `${link}</head>`);
  }
  return out;
}

/**
 * The page's language and direction on `<html>`; a right-to-left page reads the right-to-left
 * build of each stylesheet and preload (webpack/rtl-css.ts writes `<name>.rtl.css` beside each
 * stylesheet), and only that one.
 */
function localeHead(html: string): string {
  const locale = currentLocale();
  const rtl = TEXT_DIRECTIONS[locale] === 'rtl';
  const out = html.replace(
    /<html lang="?[^">\s]*"?/,
    () => `<html lang="${LANGUAGE_TAGS[locale]}"${rtl ? ' dir="rtl"' : ''}`,
  );
  return rtl ? out.replace(/(href="?\/assets\/[\w.-]+?)\.css\b/g, '$1.rtl.css') : out;
}

/**
 * `<link rel="alternate" hreflang>` of a public job page in each language, and the default: the
 * job board, and a job's page when it was found (its page's head is written and the answer is
 * 200), never an address a visitor made up.
 */
function alternates(publicUrl: string, pathname: string, found: boolean): string {
  if (!(pathname === '/jobs' || (found && /^\/jobs\/[^/]+$/.test(pathname)))) return '';
  const page = `${publicUrl}${pathname}`;
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [
    ...LANGUAGES.map((language) => link(LANGUAGE_TAGS[language], `${page}?${LANGUAGE_PARAM}=${language}`)),
    link('x-default', page),
  ].join('');
}

export function spaRouter(options: SpaOptions): Spa {
  const router = declaredRouter(options.guards);
  router.use('/assets', precompressed(path.join(options.clientDir, 'assets')));
  router.use(
    '/assets',
    express.static(path.join(options.clientDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  const robots = readFileSync(path.join(options.publicDir, 'robots.txt'), 'utf8').replaceAll(
    '{PUBLIC_URL}',
    options.publicUrl,
  );
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(robots);
  });
  // Only the files there at start: every other request would otherwise cost a file system look-up.
  const publicFiles = new Set(
    readdirSync(options.publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${path.relative(options.publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      ),
  );
  const servePublic = express.static(options.publicDir, { maxAge: '1d', index: false });
  router.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));

  const templateFile = path.join(options.clientDir, 'index.html');
  let template: string | null = null;
  const loadTemplate = (): string | null => {
    if (template === null && existsSync(templateFile)) template = readFileSync(templateFile, 'utf8');
    return template;
  };
  let preloads: Map<string, string> | null = null;
  const preloadsOf = (route: string): string => {
    preloads ??= routePreloads(options.clientDir);
    const language = currentLanguage();
    return preloads.get(language === DEFAULT_LANGUAGE ? route : `${route} (${language})`) ?? '';
  };

  async function render(req: Request, res: Response, renderOptions: SpaRenderOptions = {}): Promise<void> {
    const html = loadTemplate();
    if (!html) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    const state = await options.pageState(req);
    if (renderOptions.flash !== undefined) state.flash = renderOptions.flash;
    Object.assign(state, renderOptions.state);
    const locale = currentLocale();
    if (isPseudoLocale(locale)) state.pseudoLocale = locale;
    const script = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${serializePageState(state)}</script>`;
    const page = renderOptions.page;
    const title = page ? `${page.title} | ${state.config.siteName}` : state.config.siteName;
    let body = localeHead(
      brandHead(html, state.config.brand).replace(
        '</head>',
        () =>
          `${renderOptions.head ?? ''}${alternates(options.publicUrl, req.path, Boolean(page) && (renderOptions.status ?? 200) === 200)}${preloadsOf(req.path)}</head>`,
      ),
    )
      .replace('</body>', () => `${script}</body>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    if (page) {
      // Replacer functions: a `$` in the content is text, not a replacement pattern.
      body = body
        .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => '')
        .replace(
          '</head>',
          () => `<meta name="description" content="${escapeHtml(page.description)}">${page.head}</head>`,
        )
        .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${page.noscript}</noscript>`);
    }
    res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
    res
      .status(renderOptions.status ?? 200)
      .type('html')
      .send(body);
  }

  const index: RequestHandler = async (req, res) => {
    await render(req, res);
  };
  return { router, index, render };
}
