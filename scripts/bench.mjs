/**
 * `npm run bench`: throughput of the real server's hot paths, each reported as a ratio against a
 * baseline measured in the same run (a bare node:http server answering a similar JSON body), so
 * the figures compare across machines. Loopback only; every run is bounded in time.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientStale, serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;

if (serverStale()) run(bin('tsc'), ['-p', 'tsconfig.build.json']);
if (clientStale()) run(bin('webpack'), ['--mode', 'production']);

const require = createRequire(import.meta.url);
const { loadConfig } = require('../dist/server/config.js');
const { startServer } = require('../dist/server/index.js');

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
const baseline = http.createServer((_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ data: { content: { title: 'About Us', content: 'x'.repeat(800), showLayout: true } } }));
});
await new Promise((r) => baseline.listen(0, '127.0.0.1', r));
const baselineUrl = `http://127.0.0.1:${baseline.address().port}/`;

const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  PUBLIC_URL: 'http://127.0.0.1',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
  STORAGE_DIR: path.join(dir, 'storage'),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'silent',
});
const server = await startServer(config);
const base = server.url.replace('localhost', '127.0.0.1');

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
} finally {
  await server.close();
  baseline.close();
  rmSync(dir, { recursive: true, force: true });
}
