/**
 * `npm run bench`: throughput of the real server's hot paths, each reported as a ratio against a
 * baseline measured in the same run (a bare node:http server answering a similar JSON body), so
 * the figures compare across machines. Loopback only; every run is bounded in time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startChild } from '../bench/child.mjs';
import { clientStale, serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;

if (serverStale()) run(bin('tsc'), ['-p', 'tsconfig.build.json']);
if (clientStale()) run(bin('webpack'), ['--mode', 'production']);

const require = createRequire(import.meta.url);

function measure(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options }, (err, result) => {
      if (err) reject(err);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve(result);
    });
  });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// The servers run in their own process, as deployed; this one is only the client.
const servers = startChild(path.join(import.meta.dirname, '../bench/http.server.mjs'), { BENCH_DIR: dir });
const { baselineUrl, base } = await servers.ready;

const cases = [
  { name: 'GET /healthz (database round trip)', url: `${base}/healthz` },
  {
    name: 'POST /graphql content(path)',
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{ content(path: "/about") { title content showLayout } }' }),
  },
  { name: 'GET / (SPA shell with page state)', url: `${base}/` },
];

try {
  const ref = await measure(baselineUrl);
  const refRps = ref.requests.average;
  console.log(`baseline (bare node:http JSON): ${refRps.toFixed(0)} req/s, p99 ${ref.latency.p99} ms`);
  for (const c of cases) {
    const { name, ...options } = c;
    const r = await measure(options.url, options);
    const ratio = r.requests.average / refRps;
    console.log(
      `${name}: ${r.requests.average.toFixed(0)} req/s = ${ratio.toFixed(2)}x baseline, p99 ${r.latency.p99} ms`,
    );
  }
  await benchSigning();
} finally {
  await servers.close();
  rmSync(dir, { recursive: true, force: true });
}

// Job search on 100,000 generated jobs (BENCH_JOBS to change, e.g. 500000; BENCH_JOBS=0 skips it).
if (Number(process.env.BENCH_JOBS ?? 1) > 0)
  run(process.execPath, [path.join(import.meta.dirname, '../bench/jobs.bench.mjs')]);

/**
 * Built-in e-signature (ESIGN_PROVIDER=builtin): the server-side signing of a 10-page PDF (fill,
 * flatten, stamp, audit page, two saves, SHA-256) plus its atomic write to storage, timed directly
 * on the provider's code; goal p50 <= 50 ms. Baseline: pdf-lib load + save of the same file.
 */
async function benchSigning() {
  const { buildFormPdf } = require('../dist/server/features/documents/demo-pack.js');
  const { signPdf } = require('../dist/server/providers/esign/sign-pdf.js');
  const { createLocalStorage } = require('../dist/server/providers/storage/local-storage.js');
  const { PDFDocument } = require('pdf-lib');
  const source = await buildFormPdf({
    formTitle: 'Ten Page Agreement',
    signatureType: 'SIGN',
    fields: [['address', 'Home address']],
    paragraphs: ['The parties agree to the terms below. '.repeat(60)],
    minPages: 10,
  });
  const storage = createLocalStorage(path.join(dir, 'sign-bench'));
  const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const sign = async (i) => {
    const out = await signPdf({
      source,
      fields: { firstName: 'Casey', lastName: 'Morgan', email: 'candidate@example.com', address: '1 Main St' },
      signature: { kind: 'typed', text: 'Casey Morgan' },
      formTitle: 'Ten Page Agreement',
      docHandle: 'bench',
      signer: { name: 'Casey Morgan', email: 'candidate@example.com' },
      ip: '127.0.0.1',
      userAgent: ua,
      consentedAt: Date.now(),
      signedAt: Date.now(),
      event: 'signing_complete',
      dateText: 'Jan 5, 2026',
    });
    await storage.put(`signed/bench-${i % 8}.pdf`, out.bytes);
  };
  const baseline = async () => (await PDFDocument.load(source)).save({ useObjectStreams: false });
  const time = async (fn, n) => {
    for (let i = 0; i < 10; i += 1) await fn(i); // warm-up
    const t = [];
    for (let i = 0; i < n; i += 1) {
      const start = performance.now();
      await fn(i);
      t.push(performance.now() - start);
    }
    t.sort((a, b) => a - b);
    return { p50: t[Math.floor(n * 0.5)], p99: t[Math.min(n - 1, Math.floor(n * 0.99))] };
  };
  const n = Number(process.env.BENCH_SIGN_RUNS ?? 100);
  const ref = await time(baseline, n);
  const signed = await time(sign, n);
  console.log(`baseline (pdf-lib load+save, 10-page PDF): p50 ${ref.p50.toFixed(1)} ms, p99 ${ref.p99.toFixed(1)} ms`);
  console.log(
    `e-sign 10-page PDF (sign + audit page + atomic store): p50 ${signed.p50.toFixed(1)} ms, ` +
      `p99 ${signed.p99.toFixed(1)} ms = ${(signed.p50 / ref.p50).toFixed(2)}x baseline (goal p50 <= 50 ms: ` +
      `${signed.p50 <= 50 ? 'met' : 'MISSED'})`,
  );
}
