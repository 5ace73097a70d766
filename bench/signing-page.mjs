/* global document -- these functions run in the page. */
/**
 * The built-in signing page of the demo W-4 in Chromium with Lighthouse's mobile throttling applied
 * over CDP (its devtools figures for a slow 4G network and a 4× slower CPU): the bytes that crossed
 * the network (compressed, as sent) until every page is drawn, and the time from navigation to the
 * first PDF page painted (the page shows the document under its consent form, before the consent).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startChild } from './child.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';
import { signIn } from './sign-in.mjs';
import { SMOKE } from './smoke.mjs';

const W4 = "Employee's Withholding Certificate (W-4)";

/**
 * Lighthouse's mobile throttling as DevTools applies it (`throttling.mobileSlow4G` of its
 * core/config/constants.js, 13.x): written out, as Lighthouse is installed only by its own script.
 */
const MOBILE_SLOW_4G = {
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};
/** Smoke mode loads the page as fast as it can: the figures do not count. */
const UNTHROTTLED = {
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
  cpuSlowdownMultiplier: 1,
};

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

/** A fresh seeded server (site.server.mjs) under `dir`; returns the figures of one page load. */
export async function measureSigningPage(dir) {
  const siteDir = path.join(dir, 'site');
  mkdirSync(siteDir);
  const site = startChild(path.join(import.meta.dirname, 'site.server.mjs'), { BENCH_DIR: siteDir });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const { url, email, password } = await site.ready;
    const cookie = await signIn(url, email, password, { origin: url });
    const { myDocuments } = await graphql(url, cookie, '{ myDocuments { id formTitle } }');
    const w4 = myDocuments.find((d) => d.formTitle === W4);
    if (!w4) throw new Error('the demo W-4 is missing');
    const { documentSigningUrl } = await graphql(
      url,
      cookie,
      'query ($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
      { id: w4.id, r: `/documents/signed-report?id=${w4.id}` },
    );

    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const [name, value] = cookie.split(';')[0].split('=');
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const t = SMOKE ? UNTHROTTLED : MOBILE_SLOW_4G;
    await cdp.send('Network.enable');
    // A throughput of -1: not throttled.
    const throughput = (kbps) => (kbps ? (kbps * 1024) / 8 : -1);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: t.requestLatencyMs,
      downloadThroughput: throughput(t.downloadThroughputKbps),
      uploadThroughput: throughput(t.uploadThroughputKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdownMultiplier });
    // Sizes as sent (compressed), headers included; the worker's own requests count too.
    const sizes = [];
    context.on('requestfinished', (request) =>
      sizes.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) => ({
          url: request.url(),
          bytes: responseBodySize + responseHeadersSize,
        })),
      ),
    );

    await page.goto(new URL(documentSigningUrl.url, url).href);
    // When the first page was painted, from the navigation's start: the image's Element Timing entry
    // or, on the pdf.js fallback, the moment its canvas first holds anything but white.
    const firstPageMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.identifier === 'pdf-first-page') resolve(Math.round(entry.renderTime || entry.loadTime));
          }).observe({ type: 'element', buffered: true });
          const poll = () => {
            const canvas = document.querySelector('canvas.pdf-page');
            if (canvas?.width) {
              const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
              for (let i = 0; i < data.length; i += 4 * 97)
                if (data[i] < 200 && data[i + 3] > 0) return resolve(Math.round(performance.now()));
            }
            setTimeout(poll, 50);
          };
          poll();
        }),
    );
    // The consent is given as soon as it shows; the later pages load meanwhile.
    await page.getByLabel('I agree to use electronic records and signatures').check({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForLoadState('networkidle');
    // Screen readers get the PDF's words only from a text layer over the page image or canvas.
    const textLayer = await page.evaluate(() =>
      Boolean(document.querySelector('.textLayer span, .text-layer span, .pdf-text-layer span')),
    );
    await context.close();
    const done = await Promise.all(sizes);
    const sum = (rows) => rows.reduce((n, r) => n + r.bytes, 0);
    return {
      bytes: sum(done),
      pdfBytes: sum(
        done.filter((r) => r.url.includes('/api/esign/document.pdf') || r.url.includes('/api/esign/pages')),
      ),
      largest: done.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
      firstPageMs,
      textLayer,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
