/**
 * The Form I-9 inspection export in `npm run bench` (part `i9`): 1,000 hires with realistic names
 * and documents (BENCH_I9_FORMS), exported as the route does it, the PDFs drawn in the file worker
 * pool, beside the same export with every PDF drawn on the server's event loop, measured in the
 * same run. Meanwhile this process asks GET /healthz every 25 ms: how long the server keeps others
 * waiting while it exports. Writes the "i9" section of docs/BENCHMARKS.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine, table, writeSection } from './benchmarks-doc.mjs';
import { startChild } from './child.mjs';
import { setting, SMOKE } from './smoke.mjs';
import { percentile } from './timing.mjs';

const FORMS = setting('BENCH_I9_FORMS', 1000, 10);
const ROUNDS = setting('BENCH_I9_ROUNDS', 2, 1);
/** SECURITY 5.2.x: /healthz answers under 200 ms while files are worked on. */
const HEALTH_GOAL_MS = 200;

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-i9-'));
const server = startChild(path.join(import.meta.dirname, 'i9.server.mjs'), {
  BENCH_DIR: dir,
  BENCH_I9_FORMS: String(FORMS),
});

/** Runs one export (`type`: pool or inline) while /healthz is asked every 25 ms; both sides' figures. */
async function exportWithProbes(base, type) {
  const latencies = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const result = await server.ask({ type });
  running = false;
  await probing;
  latencies.sort((a, b) => a - b);
  return { ...result, healthP99: percentile(latencies, 99), healthMax: latencies.at(-1), probes: latencies.length };
}

const median = (runs, key) => runs.toSorted((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)];
const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
const rows = [];
const verdict = (ok) => (ok ? 'met' : '**missed**');

let ready;
try {
  ready = await server.ready;
  console.log(`i9: ${FORMS} hires made through the services in ${ready.generatedSeconds.toFixed(1)} s`);
  await server.ask({ type: 'warm' });
  const pool = [];
  const inline = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    pool.push(await exportWithProbes(ready.url, 'pool'));
    inline.push(await exportWithProbes(ready.url, 'inline'));
  }
  const p = median(pool, 'seconds');
  const b = median(inline, 'seconds');
  const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  const perForm = (x) => `${((x.seconds * 1000) / x.forms).toFixed(1)} ms a form`;
  console.log(
    `i9 export of ${p.forms} forms, PDFs in the file pool: ${p.seconds.toFixed(2)} s (${perForm(p)}), ${mb(p.bytes)}; ` +
      `event loop's longest delay ${ms(p.loopMaxMs)}, /healthz p99 ${ms(p.healthP99)} max ${ms(p.healthMax)}`,
  );
  console.log(
    `i9 export drawn on the event loop (baseline): ${b.seconds.toFixed(2)} s (${perForm(b)}); ` +
      `event loop's longest delay ${ms(b.loopMaxMs)}, /healthz p99 ${ms(b.healthP99)} max ${ms(b.healthMax)}`,
  );
  rows.push([
    `export of ${p.forms.toLocaleString('en-US')} Forms I-9 (ZIP of a PDF each and the index), PDFs in the file pool`,
    `${p.seconds.toFixed(2)} s (${perForm(p)}); ${mb(p.bytes)}`,
    `${b.seconds.toFixed(2)} s (${perForm(b)}), the same export drawn on the event loop`,
    `${(p.seconds / b.seconds).toFixed(2)}×`,
    '–',
    '',
  ]);
  rows.push([
    "the server's event loop: longest delay during the export",
    `${ms(p.loopMaxMs)} (p99 ${ms(p.loopP99Ms)})`,
    `${ms(b.loopMaxMs)} (p99 ${ms(b.loopP99Ms)}) drawn on the event loop`,
    `${(b.loopMaxMs / Math.max(1, p.loopMaxMs)).toFixed(1)}× shorter`,
    '–',
    '',
  ]);
  rows.push([
    'GET /healthz every 25 ms during the export: slowest answer',
    `${ms(p.healthMax)} (p99 ${ms(p.healthP99)}, ${p.probes} answers)`,
    `${ms(b.healthMax)} (p99 ${ms(b.healthP99)}) drawn on the event loop`,
    `${(b.healthMax / p.healthMax).toFixed(1)}× shorter`,
    `≤ ${HEALTH_GOAL_MS} ms`,
    verdict(p.healthMax <= HEALTH_GOAL_MS),
  ]);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

await writeSection(
  'i9',
  `## Form I-9 inspection export (\`npm run bench -- --only=i9\`)

${FORMS.toLocaleString('en-US')} hires made through the services on a new SQLite database (realistic names, addresses and
documents: citizens with a passport or a license and a Social Security card, permanent residents,
noncitizens with an employment authorization document, some reverified in Supplement B, some with
a translator, a correction or an E-Verify case; ${ready ? ready.generatedSeconds.toFixed(0) : '?'} s to make), then exported
for an inspection, everyone at once, by the service the route calls: a PDF per person (two pages,
tagged) and the index, zipped. The figure draws the PDFs in the file worker pool (${ready?.workers ?? '?'} processes; one
export keeps to its share, one process, in batches of 20, two in flight); the baseline is the same
code with the same batches drawn on the server's event loop. The median of ${ROUNDS} rounds, taken in turn.
The event loop's delays are sampled in the server's process every 10 ms; GET /healthz is asked
from the benchmark's process every 25 ms while the export runs.${
    SMOKE && !process.env.BENCH_I9_FORMS ? ' (Smoke sizes: the figures mean nothing.)' : ''
  }${SMOKE ? ' The server ran from its TypeScript sources (tsx), the file worker from its bundle.' : ''}

Run of ${new Date().toISOString().slice(0, 10)} on ${machine()}.

${table(['figure', 'measured', 'baseline', 'ratio', 'goal', ''], rows)}

Reproduce: \`npm run bench -- --only=i9\` (\`BENCH_I9_FORMS\` sets the number of hires).`,
);
console.log('docs/BENCHMARKS.md: i9 section written');
