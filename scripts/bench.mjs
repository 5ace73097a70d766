/**
 * `npm run bench`: every benchmark part, each printing its figures beside a baseline measured in
 * the same run and writing its section of docs/BENCHMARKS.md. `npm run bench -- --only=server`
 * (or BENCH_ONLY=server) runs one part: `server` (middleware stack, GraphQL, sign-ins, signing
 * page, server-side signing), `jobs` (job search; BENCH_JOBS=0 also leaves it out), `load`
 * (load and overload on PostgreSQL; skipped without BENCH_DATABASE_URL) or `i9` (the Form I-9
 * inspection export). `--smoke` runs each part
 * at tiny sizes from the TypeScript sources, building nothing and leaving docs/BENCHMARKS.md alone
 * (bench/smoke.mjs).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientStale, serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

const PARTS = {
  server: '../bench/server.bench.mjs',
  // Job search on 100,000 generated jobs (BENCH_JOBS to change, e.g. 500000).
  jobs: '../bench/jobs.bench.mjs',
  // 50 simulated candidates, then 200 with no think time, on PostgreSQL (BENCH_DATABASE_URL).
  load: '../bench/load.bench.mjs',
  // The Form I-9 inspection export of 1,000 generated hires (BENCH_I9_FORMS to change).
  i9: '../bench/i9.bench.mjs',
};

const only = (process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY)
  ?.split(',')
  .filter(Boolean);
const unknown = only?.filter((p) => !(p in PARTS)) ?? [];
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${Object.keys(PARTS).join(', ')}.`);
  process.exit(2);
}
const parts = Object.keys(PARTS).filter(
  (p) => (only ? only.includes(p) : true) && !(p === 'jobs' && !only && Number(process.env.BENCH_JOBS ?? 1) <= 0),
);

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
if (!smoke) {
  if (serverStale()) run(bin('tsc'), ['-p', 'tsconfig.build.json']);
  if (clientStale()) run(bin('webpack'), ['--mode', 'production']);
} else if (parts.includes('server') && !existsSync(path.join(import.meta.dirname, '../dist/client/index.html'))) {
  // The server part's pages need a client, even an older build; smoke mode builds nothing.
  console.error('The server part needs the built client: run `npm run build:client` first.');
  process.exit(2);
}

// Smoke mode loads the server from its sources through tsx, in every process the parts start.
const loader = smoke ? ['--import', 'tsx'] : [];
const env = smoke ? { ...process.env, BENCH_SMOKE: '1' } : process.env;
for (const part of parts) run(process.execPath, [...loader, path.join(import.meta.dirname, PARTS[part])], { env });
