/**
 * Job search benchmark (`npm run bench`, or `node bench/jobs.bench.mjs` after `npm run build:server`):
 * generates BENCH_JOBS (default 500,000) jobs into a fresh SQLite database — and a fresh PostgreSQL
 * database when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set — then reports the p50/p99 latency
 * of POST /api/jobsearch over real HTTP (served by the in-memory search index), the ratio to the
 * same queries run directly on the database (the repository's FTS5 / tsvector SQL, no HTTP), the
 * index's load time and size, and the p50/p99 of the location autocomplete.
 * Goals (reported, not asserted): search p99 <= 25 ms, autocomplete p99 <= 10 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { loadConfig } = require('../dist/server/config.js');
const { startServer } = require('../dist/server/index.js');
const { insertGeneratedJobs } = require('../dist/server/features/jobs/jobs.seed.js');

const COUNT = Number(process.env.BENCH_JOBS ?? 500_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** The database alone takes up to seconds a query at this size: fewer rounds keep the run short. */
const DB_ROUNDS = Number(process.env.BENCH_DB_ROUNDS ?? 20);
const PASSWORD = 'Bench-Passw0rd!';

const SEARCHES = [
  ['no text, newest first', {}],
  ['text "engineer"', { query: 'engineer' }],
  ['text + type "nurse" Contract', { query: 'nurse', type: 'Contract' }],
  [
    'prefix "senior softw" + 50 mi of Chicago',
    { query: 'senior softw', geo: [{ location: 'Chicago, IL', latLong: '41.8858,-87.6181', distance: 50 }] },
  ],
  [
    'category Legal + 25 mi of NYC',
    { categories: ['Legal'], geo: [{ location: 'New York, NY', latLong: '40.7484,-73.9967', distance: 25 }] },
  ],
  [
    'text "forklift" + 2 categories + Houston 30 mi',
    {
      query: 'forklift',
      categories: ['Distribution', 'Manufacturing'],
      geo: [{ location: 'Houston, TX', latLong: '29.7604,-95.3698', distance: 30 }],
    },
  ],
];
const TERMS = ['chi', 'san fr', 'austin, t', '787', '10001', 'texas', 'spring', 'portland, o'];

/** fetch with one retry: a keep-alive socket the server closed while the direct timings ran resets once. */
async function request(url, init) {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (err?.cause?.code !== 'ECONNRESET') throw err;
    return fetch(url, init);
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(fn, rounds = ROUNDS) {
  for (let i = 0; i < Math.min(10, rounds); i += 1) await fn(); // warm-up
  const out = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  out.sort((a, b) => a - b);
  return { p50: percentile(out, 50), p99: percentile(out, 99) };
}

const ms = (n) => `${n.toFixed(2)} ms`;

async function runFor(label, databaseUrl, dir) {
  const config = loadConfig({
    // 'test' rather than production: the production cookie is Secure (__Host-) and this is plain HTTP.
    NODE_ENV: 'test',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: path.join(dir, 'storage'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const server = await startServer(config);
  try {
    const base = server.url.replace('localhost', '127.0.0.1');
    const { services } = server;
    let started = performance.now();
    await insertGeneratedJobs(services.jobsRepo, services.clock, { count: COUNT, seed: 1 });
    console.log(
      `\n[${label}] generated ${COUNT.toLocaleString('en-US')} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Fresh statistics, as a production database would have.
    await sql`analyze`.execute(server.database.db);
    // The index loaded at start held no jobs: load it again, as a restarted instance would.
    started = performance.now();
    await services.searchIndex.reload();
    const status = services.searchIndex.status();
    console.log(
      `[${label}] search index loaded ${status.documents.toLocaleString('en-US')} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s, ${status.megabytes} MB`,
    );

    const userId = await services.auth.createUser({
      email: 'bench@example.com',
      password: PASSWORD,
      firstName: 'B',
      lastName: 'B',
      confirmed: true,
    });
    const login = await request(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'bench@example.com', password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie) throw new Error('bench sign-in failed');

    const all = { http: [], direct: [] };
    for (const [name, body] of SEARCHES) {
      const first = await (
        await request(`${base}/api/jobsearch/?page=1`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
      if (!Array.isArray(first.hits)) throw new Error(`${name}: ${JSON.stringify(first)}`);
      const http = await time(async () => {
        const res = await request(`${base}/api/jobsearch/?page=1`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
      });
      // The same SQL straight on the database: the repository's page and facet queries.
      const filter = services.jobs.filterFor(body);
      const direct = await time(
        () => Promise.all([services.jobsRepo.searchPage(filter, userId, 20, 0), services.jobsRepo.facetCounts(filter)]),
        DB_ROUNDS,
      );
      all.http.push(http);
      all.direct.push(direct);
      console.log(
        `[${label}] search ${name}: total ${first.total.toLocaleString('en-US')}; HTTP p50 ${ms(http.p50)} p99 ${ms(http.p99)}; ` +
          `database p50 ${ms(direct.p50)} p99 ${ms(direct.p99)}; ratio p50 ${(http.p50 / direct.p50).toFixed(2)}x`,
      );
    }
    const worst = Math.max(...all.http.map((h) => h.p99));
    console.log(`[${label}] search worst p99 ${ms(worst)} (goal <= 25 ms: ${worst <= 25 ? 'met' : 'missed'})`);

    let i = 0;
    const auto = await time(async () => {
      const term = TERMS[(i += 1) % TERMS.length];
      const res = await request(`${base}/api/jobsearch/locations?term=${encodeURIComponent(term)}`, {
        headers: { cookie },
      });
      await res.arrayBuffer();
    }, ROUNDS * 2);
    console.log(
      `[${label}] autocomplete p50 ${ms(auto.p50)} p99 ${ms(auto.p99)} (goal <= 10 ms: ${auto.p99 <= 10 ? 'met' : 'missed'})`,
    );
  } finally {
    await server.close();
  }
}

// Dropping the benchmark database ends its connections; the closed pool may still hear about it.
process.on('uncaughtException', (err) => {
  if (err?.code === '57P01') return;
  throw err;
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-jobs-'));
try {
  await runFor('sqlite', `sqlite:${path.join(dir, 'jobs.db')}`, dir);
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgBase) {
    const name = `bench_jobs_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    try {
      await runFor('postgres', url.toString(), dir);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('\n[postgres] skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
