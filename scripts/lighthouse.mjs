/**
 * `npm run lighthouse`: Lighthouse (performance) on /login and, signed in as the demo candidate,
 * /search, /overview and /onboarding, desktop and mobile, against a freshly seeded server; prints
 * the scores and writes them into docs/BENCHMARKS.md. Uses the system Chromium (CHROME_PATH or
 * /usr/bin/chromium); downloads nothing. LIGHTHOUSE_PAGES=/search,/login runs a subset;
 * LIGHTHOUSE_SAVE=<dir> keeps each full report (JSON) there.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { machine, table, writeSection } from '../bench/benchmarks-doc.mjs';
import { startChild } from '../bench/child.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../bench/chromium.mjs';
import { signIn } from '../bench/sign-in.mjs';
import { clientStale, serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

const SIGNED_IN = new Set(['/search', '/overview', '/onboarding']);
// Signed-out pages first: a signed-in run leaves its (renewed) session cookie in the profile.
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/login,/search,/overview,/onboarding')
  .split(',')
  .sort((a, b) => Number(SIGNED_IN.has(a)) - Number(SIGNED_IN.has(b)));
const GOALS = { desktop: 100, mobile: 95, cls: 0.02 };

if (serverStale()) run(bin('tsc'), ['-p', 'tsconfig.build.json']);
if (clientStale()) run(bin('webpack'), ['--mode', 'production']);

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

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const site = startChild(path.join(import.meta.dirname, '../bench/site.server.mjs'), { BENCH_DIR: dir });
const chromium = launchChromium(dir);
const rows = [];
try {
  const { url, email, password } = await site.ready;
  const port = await chromium.port;
  const cookie = await signIn(url, email, password, { origin: url });
  for (const page of PAGES) {
    const scores = {};
    for (const formFactor of ['desktop', 'mobile']) {
      const flags = {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: SIGNED_IN.has(page) ? { Cookie: cookie } : undefined,
      };
      const result = await lighthouse(`${url}${page}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== page)
        throw new Error(`${page} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
      if (process.env.LIGHTHOUSE_SAVE)
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${page.slice(1)}-${formFactor}.json`), result.report);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      scores[formFactor] = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
      };
      const s = scores[formFactor];
      console.log(
        `${page} ${formFactor}: performance ${s.score}, CLS ${s.cls.toFixed(3)}, LCP ${Math.round(s.lcp)} ms, ` +
          `TBT ${Math.round(s.tbt)} ms`,
      );
    }
    rows.push([page, scores]);
  }
} finally {
  chromium.close();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
}

const met = (ok) => (ok ? 'met' : '**missed**');
const body = rows.map(([page, { desktop: d, mobile: m }]) => [
  `${page}${SIGNED_IN.has(page) ? ' (signed in)' : ''}`,
  String(d.score),
  d.cls.toFixed(3),
  `${Math.round(d.lcp)} ms`,
  String(m.score),
  m.cls.toFixed(3),
  `${Math.round(m.lcp)} ms`,
  met(d.score >= GOALS.desktop && m.score >= GOALS.mobile && Math.max(d.cls, m.cls) <= GOALS.cls),
]);
const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
await writeSection(
  'lighthouse',
  `## Lighthouse (\`npm run lighthouse\`)

Lighthouse ${lighthouseVersion} (performance category; its default mobile emulation and throttling, and
its desktop configuration) with Debian's Chromium, against a fresh server seeded with the demo data;
the signed-in pages use the demo candidate's session. Goals: ${GOALS.desktop} on desktop, at least
${GOALS.mobile} on mobile, CLS at most ${GOALS.cls} on every page.

Run of ${new Date().toISOString().slice(0, 10)} on ${machine()}. With a load average above the
number of CPUs, the mobile runs (which simulate a slower CPU from the time measured) score the
other processes as much as the page: total blocking time dominates them. CLS does not depend on load.

${table(['page', 'desktop', 'desktop CLS', 'desktop LCP', 'mobile', 'mobile CLS', 'mobile LCP', 'goals'], body)}

Reproduce: \`npm run lighthouse\` (builds what is stale first); \`LIGHTHOUSE_PAGES=/search npm run lighthouse\`
for one page; \`CHROME_PATH\` picks another Chromium.`,
);
console.log('docs/BENCHMARKS.md: Lighthouse section written');
