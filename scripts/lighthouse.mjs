/**
 * `npm run lighthouse`: on a freshly seeded server, for /login, the demo candidate's /search,
 * /overview and /onboarding, a public job page and the signing page of the demo W-4:
 *  - the JavaScript each downloads before it is usable, measured in Chromium: every script the page
 *    requested until its data shows, as the browser received it with gzip (the budget: 120 KB);
 *  - Lighthouse (performance), desktop and mobile (goals: 100, at least 95, CLS at most 0.02).
 * Prints the figures and writes them into docs/BENCHMARKS.md. Uses the system Chromium (CHROME_PATH
 * or /usr/bin/chromium). LIGHTHOUSE_PAGES=/search,/login runs a subset; LIGHTHOUSE_SAVE=<dir> keeps
 * each full report (JSON) there.
 * Lighthouse itself is installed on the first run (scripts/lighthouse-package.mjs).
 * Past 300 lines because it is one run read top to bottom: the pages, how each is measured, and the
 * section of docs/BENCHMARKS.md it writes.
 */
/* global document -- the readiness checks run in the page. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { machine, table, writeSection } from '../bench/benchmarks-doc.mjs';
import { startChild } from '../bench/child.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../bench/chromium.mjs';
import { signIn } from '../bench/sign-in.mjs';
import { clientStale, serverStale } from './build-state.mjs';
import { loadLighthouse } from './lighthouse-package.mjs';
import { bin, run } from './run.mjs';

const JOB_PAGE = '/jobs/{id}';
const SIGNING_PAGE = '/esign/sign';
// The signing page's calls check the signer's session too.
const SIGNED_IN = new Set(['/search', '/overview', '/onboarding', SIGNING_PAGE]);
/** The budget of every measured page (webpack/bundle-budget.ts fails the build on the same figure). */
const LIMIT_BYTES = 120 * 1024;
const GOALS = { desktop: 100, mobile: 95, cls: 0.02 };
/** Lighthouse runs per page and form factor (LIGHTHOUSE_RUNS); the median is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** When each page is usable: its data is on screen (evaluated in the page until true). */
const READY = {
  '/login': () => !!document.querySelector('#login-email') && !!document.querySelector('main h1'),
  '/search': () => !!document.querySelector('[data-testid=job-card]'),
  '/overview': () =>
    !!document.querySelector('[data-testid=onboarding-progress]') &&
    document.querySelectorAll('main [aria-busy="true"]').length === 0,
  '/onboarding': () => !!document.querySelector('[data-testid=onboarding-progress]'),
  [JOB_PAGE]: () => !!document.querySelector('main h1') && !!document.querySelector('main .btn-primary'),
  [SIGNING_PAGE]: () =>
    !!document.querySelector('#esign-consent') && !!document.querySelector('img.pdf-page-image')?.complete,
};

/** A page in another language is named as the build's report names it: `/search (es)`. */
const screenOf = (page) => /^(.*?)(?: \((\w+)\))?$/.exec(page)[1];
const languageOf = (page) => /\((\w+)\)$/.exec(page)?.[1] ?? null;
const signedIn = (page) => SIGNED_IN.has(screenOf(page));
/** The page's address in its language: `?lang=` picks it over the demo account's English. */
const inLanguage = (address, page) =>
  languageOf(page) ? `${address}${address.includes('?') ? '&' : '?'}lang=${languageOf(page)}` : address;

// Signed-out pages first: a signed-in run leaves its (renewed) session cookie in the profile.
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? `/login,${JOB_PAGE},/search,/search (es),/overview,/onboarding,${SIGNING_PAGE}`
)
  .split(',')
  .sort((a, b) => Number(signedIn(a)) - Number(signedIn(b)));

const { lighthouse, desktopConfig, version: lighthouseVersion } = await loadLighthouse();

if (serverStale()) run(bin('tsc'), ['-p', 'tsconfig.build.json']);
if (clientStale()) run(bin('webpack'), ['--mode', 'production']);

async function graphql(url, cookie, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (!res.ok || body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? res.status)}`);
  return body.data;
}

/** A public job page: the first open job of the sitemap. */
async function jobPagePath(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  const match = /<loc>[^<]*?(\/jobs\/\d+)<\/loc>/.exec(xml);
  if (!match) throw new Error('no job in /sitemap.xml');
  return match[1];
}

/** A fresh one-time signing address of the demo W-4 (each page load opens, and so uses, one). */
async function signingPath(url, cookie) {
  const { myDocuments } = await graphql(url, cookie, '{ myDocuments { id formTitle } }');
  const w4 = myDocuments.find((d) => d.formTitle.includes('W-4'));
  if (!w4) throw new Error('the demo W-4 is missing');
  const { documentSigningUrl } = await graphql(
    url,
    cookie,
    'query ($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
    { id: w4.id, r: `/documents/signed-report?id=${w4.id}` },
  );
  return new URL(documentSigningUrl.url, url).pathname + new URL(documentSigningUrl.url, url).search;
}

/** A script, or a chunk's messages (webpack/chunk-catalogs.ts): both are the screen's code. */
const isCode = (request) =>
  request.resourceType() === 'script' || new URL(request.url()).pathname.startsWith('/assets/i18n/');

/**
 * The scripts and messages a page requests until it is usable, with the bytes of each as received
 * with gzip (the browser is asked for gzip only), and the same with Brotli as browsers are usually
 * sent.
 */
async function scriptBytes(browser, url, cookie, page, target) {
  const measure = async (encoding) => {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    if (signedIn(page)) {
      const [name, ...value] = cookie.split(';')[0].split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
    }
    const tab = await context.newPage();
    await tab.setExtraHTTPHeaders({ 'accept-encoding': encoding });
    const scripts = [];
    tab.on('requestfinished', (request) => {
      if (!isCode(request)) return;
      const measured = Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        file: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'none',
      }));
      // One that finishes after the page is usable is not counted, and may fail once the tab has
      // closed: that must not end the run (the counted ones are awaited below).
      measured.catch(() => undefined);
      scripts.push(measured);
    });
    let requested = 0;
    tab.on('request', (request) => {
      if (isCode(request)) requested += 1;
    });
    await tab.goto(`${url}${await target()}`);
    await tab.waitForFunction(READY[screenOf(page)], undefined, { timeout: 30_000 });
    // Every script asked for before that moment, once it has arrived.
    const asked = requested;
    while (scripts.length < asked) await tab.waitForTimeout(20);
    const list = await Promise.all(scripts.slice(0, asked));
    await context.close();
    return list;
  };
  const gzip = await measure('gzip');
  // A file under a kilobyte is sent as it is (the server's compression threshold).
  const wrong = gzip.filter((s) => s.encoding !== 'gzip' && s.bytes >= 1024);
  if (wrong.length) throw new Error(`${page}: scripts not sent with gzip: ${wrong.map((s) => s.file).join(', ')}`);
  const brotli = await measure('gzip, deflate, br');
  const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
  return { files: gzip.map((s) => s.file), gzip: sum(gzip), brotli: sum(brotli) };
}

/** Chromium with a DevTools port for Lighthouse; flags as in the browser tests. */
function launchChromium(dir) {
  const args = [
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${path.join(dir, 'profile')}`,
    ...CHROMIUM_FLAGS,
    'about:blank',
  ];
  const child = spawn(CHROME_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  return { port, close: () => child.kill() };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const site = startChild(path.join(import.meta.dirname, '../bench/site.server.mjs'), { BENCH_DIR: dir });
const chromiumForLighthouse = launchChromium(dir);
const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_FLAGS });
const rows = [];
try {
  const { url, email, password } = await site.ready;
  const port = await chromiumForLighthouse.port;
  const cookie = await signIn(url, email, password, { origin: url });
  const jobPage = await jobPagePath(url);
  const target = (page) => {
    const screen = screenOf(page);
    const address =
      screen === JOB_PAGE
        ? async () => jobPage
        : screen === SIGNING_PAGE
          ? () => signingPath(url, cookie)
          : async () => screen;
    return async () => inLanguage(await address(), page);
  };
  const report = JSON.parse(readFileSync(path.join(import.meta.dirname, '../dist/client/bundle-report.json'), 'utf8'));
  for (const page of PAGES) {
    const bytes = await scriptBytes(browser, url, cookie, page, target(page));
    const built = report.routes[page]?.gzipBytes;
    console.log(
      `${page}: ${kb(bytes.gzip)} of JavaScript (gzip) before usable, ${bytes.files.length} files` +
        `${built ? `; the build's figure ${kb(built)}` : ''}; ${kb(bytes.brotli)} with Brotli`,
    );
    const scores = {};
    for (const formFactor of ['desktop', 'mobile']) {
      const runs = [];
      for (let n = 0, failed = 0; n < RUNS; n += 1) {
        const flags = {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: signedIn(page) ? { Cookie: cookie } : undefined,
        };
        const address = `${url}${await target(page)()}`;
        const result = await lighthouse(address, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        const landed = lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(address).pathname) throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}`);
        if (process.env.LIGHTHOUSE_SAVE)
          writeFileSync(
            path.join(process.env.LIGHTHOUSE_SAVE, `${page.replace(/\W+/g, '-').slice(1)}-${formFactor}-${n + 1}.json`),
            result.report,
          );
        // A run Lighthouse could not complete (no score: NO_FCP, a trace it could not read) measured
        // nothing: it is made again, at most twice in a page's runs, and said so.
        if (lhr.categories.performance.score === null || lhr.runtimeError) {
          const why = lhr.runtimeError?.code ?? 'no performance score';
          if (failed++ >= 2) throw new Error(`${page} ${formFactor}: Lighthouse failed three times (${why})`);
          console.log(`${page} ${formFactor} #${n + 1}: Lighthouse could not complete the run (${why}); again`);
          n -= 1;
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const run = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          cls: audit('cumulative-layout-shift'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
        };
        runs.push(run);
        console.log(
          `${page} ${formFactor} #${n + 1}: performance ${run.score}, CLS ${run.cls.toFixed(3)}, ` +
            `LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms`,
        );
      }
      // Lighthouse's own advice for a noisy machine: the median run (by score), the worst CLS.
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      scores[formFactor] = {
        ...sorted[Math.floor(sorted.length / 2)],
        cls: Math.max(...runs.map((r) => r.cls)),
        all: runs.map((r) => r.score),
      };
    }
    rows.push({ page, bytes, built, scores });
  }
} finally {
  await browser.close();
  chromiumForLighthouse.close();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
}

const met = (ok) => (ok ? 'met' : '**missed**');
const label = (page) =>
  screenOf(page) === JOB_PAGE
    ? `${page} (public)`
    : screenOf(page) === SIGNING_PAGE
      ? `${page} (signed in, demo W-4)`
      : `${page}${signedIn(page) ? ' (signed in)' : ''}`;
const bytesTable = rows.map(({ page, bytes, built }) => [
  label(page),
  kb(bytes.gzip),
  String(bytes.files.length),
  built ? kb(built) : '–',
  kb(bytes.brotli),
  met(bytes.gzip <= LIMIT_BYTES),
]);
const scoreTable = rows.map(({ page, scores: { desktop: d, mobile: m } }) => [
  label(page),
  String(d.score),
  d.all.join(', '),
  d.cls.toFixed(3),
  `${Math.round(d.lcp)} ms`,
  String(m.score),
  m.all.join(', '),
  m.cls.toFixed(3),
  `${Math.round(m.lcp)} ms`,
  `${Math.round(m.tbt)} ms`,
  met(d.score >= GOALS.desktop && m.score >= GOALS.mobile && Math.max(d.cls, m.cls) <= GOALS.cls),
]);
await writeSection(
  'lighthouse',
  `## JavaScript per screen and Lighthouse (\`npm run lighthouse\`)

Run of ${new Date().toISOString().slice(0, 10)} on ${machine()}, against a fresh server seeded with
the demo data (the signed-in pages with the demo candidate's session; the signing page with a new
signing link of the demo W-4 for each load).

### JavaScript a screen downloads before it is usable

Measured in Chromium (1350 × 940, no throttling): every script and every chunk's messages the page
requested from the start of its navigation until its data is on screen (the search's results, the overview's sections, the
onboarding list, the job's heading and Apply button, the signing page's consent and first page
image), each as the browser received it when it asked for gzip only; beside it the build's figure
for the same screen (\`webpack/bundle-budget.ts\`, the entry and the chunks the screen loads to show
its data, with their messages in the page's language) and what the browser received with Brotli, which browsers are usually sent. Budget: at
most ${kb(LIMIT_BYTES)} gzip on each.

${table(['screen', 'JS before usable (gzip)', 'files', 'build (gzip)', 'as usually sent (Brotli)', 'budget'], bytesTable)}

### Lighthouse

Lighthouse ${lighthouseVersion} (performance category; its default mobile emulation and throttling, and
its desktop configuration) with Debian's Chromium, ${RUNS} runs per page and form factor: the median
run's score, LCP and TBT, every run's score, and the largest CLS of the runs. Goals: ${GOALS.desktop} on desktop, at least
${GOALS.mobile} on mobile, CLS at most ${GOALS.cls} on every page. With a load average above the number
of CPUs, the mobile runs (which simulate a slower CPU from the time measured) score the other
processes as much as the page: total blocking time dominates them. CLS does not depend on load.

${table(['page', 'desktop', 'desktop runs', 'desktop CLS', 'desktop LCP', 'mobile', 'mobile runs', 'mobile CLS', 'mobile LCP', 'mobile TBT', 'goals'], scoreTable)}

Reproduce: \`npm run lighthouse\` (builds what is stale first); \`LIGHTHOUSE_PAGES=/search npm run lighthouse\`
for one page; \`CHROME_PATH\` picks another Chromium.`,
);
console.log('docs/BENCHMARKS.md: JavaScript and Lighthouse section written');
