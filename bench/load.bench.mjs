/**
 * Load benchmark (`npm run bench -- --only=load`): the production server on PostgreSQL with
 * BENCH_JOBS (100,000) realistic jobs (the database `<base>_jobs_keep_<N>` beside BENCH_DATABASE_URL,
 * generated when missing and kept, as the job search bench's BENCH_KEEP does; with BENCH_KEEP, that
 * bench's kept database and storage folder are used).
 *
 * 1. Load: BENCH_LOAD_CANDIDATES (50) simulated candidates for BENCH_LOAD_SECONDS (60): each signs
 *    in, then searches (text + radius + type), turns to page 2, opens a job, applies, and asks the
 *    location autocomplete, with a second of think time between steps; /healthz is asked 4 times a
 *    second throughout. Prints requests, errors (goal 0), p50/p99 per kind (goal: search p99
 *    <= 300 ms), /healthz p99 (goal <= 50 ms), and the server's RSS before and after.
 * 2. Goodput: BENCH_OVERLOAD_CANDIDATES (200) candidates sign in (four at a time), then
 *    BENCH_SWEEP (10, 25, 50 and 100) of them work with no think time for BENCH_SWEEP_SECONDS (10)
 *    each: successful requests a second at each level.
 * 3. Overload: all of them with no think time for BENCH_OVERLOAD_SECONDS (20), beside
 *    BENCH_OVERLOAD_VISITORS (40) anonymous visitors reading the job board (a quarter second between
 *    reads) and BENCH_OVERLOAD_ARRIVALS (1) new candidates a second who sign in and join them. A
 *    refused sign-in is tried again after its Retry-After. Verdicts, all against figures of the same
 *    run: goodput at least 80% of the best measured (steps 2 and 3); no sign-in refused after an
 *    anonymous read was admitted during its wait (the server's own record); no wait for a place past
 *    DB_ACQUIRE_TIMEOUT_MS (2 s, the server's record) and no answer later than that plus
 *    DB_STATEMENT_TIMEOUT_MS (5 s) with half a second for the way back; it serves again at once.
 *
 * The server runs in its own process (load.server.mjs); this one is only the clients. Requests go
 * to 127.0.0.1 only, every loop is bounded in time. Writes its section of docs/BENCHMARKS.md.
 * Past 300 lines because the simulated candidate, both phases and the report belong together.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { machine, table, writeSection } from './benchmarks-doc.mjs';
import { startChild } from './child.mjs';
import { setting, sized, SMOKE } from './smoke.mjs';
import { percentile } from './timing.mjs';

const COUNT = setting('BENCH_JOBS', 100_000, 200);
const SECONDS = setting('BENCH_LOAD_SECONDS', 60, 2);
const CANDIDATES = setting('BENCH_LOAD_CANDIDATES', 50, 3);
const OVERLOAD = setting('BENCH_OVERLOAD_CANDIDATES', 200, 4);
const OVERLOAD_SECONDS = setting('BENCH_OVERLOAD_SECONDS', 20, 2);
const THINK_MS = setting('BENCH_THINK_MS', 1000, 100);
const STATEMENT_TIMEOUT_MS = Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 5000);
const ACQUIRE_TIMEOUT_MS = Number(process.env.DB_ACQUIRE_TIMEOUT_MS ?? 2000);
const SWEEP = (process.env.BENCH_SWEEP ?? sized('10,25,50,100', '2')).split(',').map(Number).filter(Boolean);
const SWEEP_SECONDS = setting('BENCH_SWEEP_SECONDS', 10, 1);
const VISITORS = setting('BENCH_OVERLOAD_VISITORS', 40, 2);
const ARRIVALS = setting('BENCH_OVERLOAD_ARRIVALS', 1, 1);
/** Candidates arrive over this long at the start of the load step. */
const ARRIVAL_MS = sized(5_000, 200);
/** The answer's way back to the client on a busy machine, allowed beyond the server's own bounds. */
const SLACK_MS = 500;
const GOODPUT_SHARE = 0.8;
const PASSWORD = 'Load-Passw0rd!';
const ORIGIN = 'https://127.0.0.1';
const GOALS = { searchP99: 300, healthP99: 50 };

const QUERIES = [
  'nurse',
  'registered nurse',
  'software engineer',
  'warehouse',
  'driver',
  'accountant',
  'electrician',
  'project manager',
  'data analyst',
  'customer service',
  'forklift',
  'medical assistant',
  'welder',
  'paralegal',
  'cashier',
  'maintenance technician',
];
const CITIES = [
  ['Chicago, IL', '41.8858,-87.6181'],
  ['Houston, TX', '29.7604,-95.3698'],
  ['Phoenix, AZ', '33.4484,-112.0740'],
  ['Dallas, TX', '32.7767,-96.7970'],
  ['Atlanta, GA', '33.7490,-84.3880'],
  ['Seattle, WA', '47.6062,-122.3321'],
  ['Denver, CO', '39.7392,-104.9903'],
  ['Boston, MA', '42.3601,-71.0589'],
];
const TYPES = ['Any', 'Contract', 'Permanent'];

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (n) => new Promise((r) => setTimeout(r, n));

/** One candidate's connection (a browser tab's keep-alive), from an address of its own behind the proxy. */
function client(base, address) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let cookie = '';
  return (method, url, body, type = 'application/json') =>
    new Promise((resolve) => {
      const started = performance.now();
      const headers = { 'x-forwarded-for': address, 'x-forwarded-proto': 'https', origin: ORIGIN };
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) {
        headers['content-type'] = type;
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const req = http.request(`${base}${url}`, { method, agent, headers, timeout: 60_000 }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const set = res.headers['set-cookie'];
          if (set) cookie = String(set[0]).split(';')[0];
          resolve({
            at: started,
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            ms: performance.now() - started,
            body: Buffer.concat(chunks),
          });
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () =>
        resolve({ at: started, status: 0, ms: performance.now() - started, body: Buffer.alloc(0) }),
      );
      req.end(body);
    });
}

function recorder() {
  const byKind = new Map();
  return {
    add(kind, res) {
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(res);
    },
    all: () => [...byKind.values()].flat(),
    kinds: () => [...byKind.keys()],
    of: (kind) => byKind.get(kind) ?? [],
  };
}

const ok = (r) => r.status >= 200 && r.status < 400;

function stats(list) {
  const times = list.map((r) => r.ms).sort((a, b) => a - b);
  return {
    n: list.length,
    errors: list.filter((r) => !ok(r)).length,
    p50: times.length ? percentile(times, 50) : 0,
    p99: times.length ? percentile(times, 99) : 0,
    max: times.length ? times[times.length - 1] : 0,
  };
}

/** Candidate `index` signs in; one refused for load tries again when the server says. Null: not signed in by `until`. */
async function signIn(base, index, until, rec) {
  const request = client(base, `127.1.${index >> 8}.${index & 255}`);
  const form = new URLSearchParams({ username: `load-${index}@example.com`, password: PASSWORD }).toString();
  for (;;) {
    const res = await request('POST', '/login', form, 'application/x-www-form-urlencoded');
    rec.add('sign-in', res);
    if (res.status === 303) return request;
    if (res.status !== 503 || performance.now() + Number(res.retryAfter ?? 1) * 1000 >= until) return null;
    await sleep(Number(res.retryAfter ?? 1) * 1000);
  }
}

/**
 * A candidate's session: signs in (unless `signedIn` is its signed-in connection), then searches,
 * pages, opens, applies and autocompletes until `until`.
 */
async function candidate(base, index, until, think, rec, arrivalMs = 0, signedIn = null) {
  // Candidates arrive over the first seconds, not all in the same millisecond.
  await sleep(Math.random() * arrivalMs);
  const request = signedIn ?? (await signIn(base, index, until, rec));
  if (!request) return;
  const step = async (kind, method, url, body) => {
    const res = await request(method, url, body === undefined ? undefined : JSON.stringify(body));
    rec.add(kind, res);
    if (think) await sleep(think);
    return res;
  };
  while (performance.now() < until) {
    const [city, latLong] = pick(CITIES);
    const search = {
      query: `${pick(QUERIES)} `,
      type: pick(TYPES),
      geo: [{ location: city, latLong, distance: pick([25, 50]) }],
    };
    const first = await step('search', 'POST', '/api/jobsearch?page=1', search);
    if (performance.now() >= until) break;
    await step('page', 'POST', '/api/jobsearch?page=2', search);
    let hits = [];
    try {
      hits = ok(first) ? JSON.parse(first.body.toString()).hits : [];
    } catch {
      hits = [];
    }
    const job = hits.find((h) => !h.appliedTo) ?? hits[0];
    if (job && performance.now() < until) {
      await step('open a job', 'GET', `/api/jobsearch/jobs/${job.jobOrderId}`);
      if (performance.now() < until) await step('apply', 'POST', `/api/jobsearch/apply/${job.jobOrderId}`, {});
    }
    if (performance.now() < until) {
      await step('autocomplete', 'GET', `/api/jobsearch/locations?term=${encodeURIComponent(city.slice(0, 4))}`);
    }
  }
}

/** An anonymous visitor reading the job board (a search, then a job of it) until `until`. */
async function visitor(base, index, until, rec) {
  const request = client(base, `127.2.${index >> 8}.${index & 255}`);
  while (performance.now() < until) {
    const search = await request('GET', `/api/jobs?q=${encodeURIComponent(pick(QUERIES))}`);
    rec.add('anonymous read', search);
    await sleep(250);
    const id = /"jobOrderId":(\d+)/.exec(search.body.toString())?.[1];
    if (id && performance.now() < until) {
      rec.add('anonymous read', await request('GET', `/api/jobs/${id}`));
      await sleep(250);
    }
  }
}

const PROBES = new Set(['/healthz', '/readyz']);
/** Successful requests a second (the probes aside). */
const goodput = (rec, seconds) =>
  rec
    .kinds()
    .filter((k) => !PROBES.has(k))
    .flatMap((k) => rec.of(k))
    .filter(ok).length / seconds;

/** /healthz (and /readyz) four times a second until `until`. */
async function prober(base, until, rec) {
  const request = client(base, '127.0.0.2');
  while (performance.now() < until) {
    rec.add('/healthz', await request('GET', '/healthz'));
    rec.add('/readyz', await request('GET', '/readyz'));
    await sleep(250);
  }
}

/** Smoke mode's database, made for the run and dropped after it. */
const SMOKE_SUFFIX = `load_smoke_${process.pid}_${Date.now()}`;

/** Runs `statement` on the base database. */
async function admin(base, statement, values) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function databaseFor(base) {
  const prefix = new URL(base).pathname.slice(1).replace(/[^a-z0-9_]/gi, '_') || 'bench';
  const name = `${prefix}_${SMOKE ? SMOKE_SUFFIX : `jobs_keep_${COUNT}`}`;
  const exists = (await admin(base, 'select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function jobCount(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`select count(*)::int as n from job_order`);
    return rows[0].n;
  } catch {
    return 0;
  } finally {
    await c.end();
  }
}

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) {
  console.log('[load] skipped: set BENCH_DATABASE_URL to a PostgreSQL server');
  process.exit(0);
}
/** The job search bench's folder of kept databases (BENCH_KEEP), whose storage its databases need. */
const KEEP = process.env.BENCH_KEEP;
let dir = '';
let url = '';
try {
  url = await databaseFor(base);
  // Kept with the database: it remembers the signing CA under the storage folder. A database the
  // job search bench generated with BENCH_KEEP has its storage there.
  dir = KEEP ? path.resolve(KEEP) : path.join(os.tmpdir(), `portal-bench-load-${new URL(url).pathname.slice(1)}`);
  mkdirSync(dir, { recursive: true });
  if ((await jobCount(url)) < COUNT) {
    console.log(
      `[load] generating ${COUNT.toLocaleString('en-US')} jobs${SMOKE ? '' : ' (once; the database is kept)'} …`,
    );
    const generator = startChild(path.join(import.meta.dirname, 'jobs.server.mjs'), {
      BENCH_PHASE: 'generate',
      DATABASE_URL: url,
      BENCH_DIR: dir,
      BENCH_JOBS: String(COUNT),
    });
    const { generatedSeconds } = await generator.ready;
    await generator.close();
    console.log(`[load] generated in ${generatedSeconds.toFixed(0)} s`);
  }
  const server = startChild(path.join(import.meta.dirname, 'load.server.mjs'), {
    DATABASE_URL: url,
    BENCH_DIR: dir,
    BENCH_USERS: String(Math.max(CANDIDATES, OVERLOAD + Math.floor(ARRIVALS * OVERLOAD_SECONDS))),
    BENCH_PASSWORD: PASSWORD,
  });
  try {
    const ready = await server.ready;
    const loadAtStart = `${os.loadavg()[0].toFixed(1)}`;
    console.log(
      `Load on the production server, PostgreSQL, ${ready.jobs.toLocaleString('en-US')} jobs ` +
        `(${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}); server RSS ${ready.rssMegabytes} MB`,
    );

    // 1. Load: candidates with think time.
    const load = recorder();
    const loadStart = performance.now();
    const until = loadStart + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: CANDIDATES }, (_, i) => candidate(ready.url, i, until, THINK_MS, load, ARRIVAL_MS)),
      prober(ready.url, until, load),
    ]);
    const { megabytes: rssAfterLoad } = await server.ask({ type: 'rss' });
    const loadRows = load.kinds().map((kind) => {
      const s = stats(load.of(kind));
      const label = kind === '/readyz' ? '/readyz (errors: 503, not ready)' : kind;
      return [label, String(s.n), String(s.errors), ms(s.p50), ms(s.p99), ms(s.max)];
    });
    // /readyz answering 503 is the readiness signal doing its work, not a failed request.
    const everything = stats(load.kinds().flatMap((k) => (k === '/readyz' ? [] : load.of(k))));
    const search = stats(load.of('search'));
    const health = stats(load.of('/healthz'));
    const notReady = load.of('/readyz').filter((r) => r.status === 503).length;
    // Once every candidate has arrived and signed in (sign-ins hash on the same two cores).
    const settled = (kind) => stats(load.of(kind).filter((r) => r.at >= loadStart + 10_000));
    const header = ['kind', 'requests', 'errors', 'p50', 'p99', 'max'];
    // Not counted as errors: /readyz's 503 says "send no more" (see the summary).
    console.log(`\n[load] ${CANDIDATES} candidates, ${SECONDS} s, ${THINK_MS} ms think time`);
    console.log(table(header, loadRows));
    const loadSummary =
      `${everything.n.toLocaleString('en-US')} requests, ${everything.errors} errors (goal 0: ` +
      `${everything.errors === 0 ? 'met' : '**missed**'}); search p99 ${ms(search.p99)} (goal <= ${GOALS.searchP99} ms: ` +
      `${search.p99 <= GOALS.searchP99 ? 'met' : '**missed**'}); /healthz p99 ${ms(health.p99)} (goal <= ` +
      `${GOALS.healthP99} ms: ${health.p99 <= GOALS.healthP99 ? 'met' : '**missed**'}); from 10 s on (every candidate ` +
      `signed in): search p99 ${ms(settled('search').p99)}, /healthz p99 ${ms(settled('/healthz').p99)}. /readyz said ` +
      `503 ${notReady} of ${load.of('/readyz').length} times. Server RSS ${ready.rssMegabytes} MB before, ${rssAfterLoad} MB after.`;
    console.log(loadSummary.replaceAll('**', ''));

    // 2. Goodput at rising numbers of signed-in candidates with no think time.
    const signingIn = recorder();
    const signInStart = performance.now();
    const signed = [];
    for (let i = 0; i < OVERLOAD; i += 4) {
      const batch = Array.from({ length: Math.min(4, OVERLOAD - i) }, (_, k) =>
        signIn(ready.url, i + k, Infinity, signingIn),
      );
      signed.push(...(await Promise.all(batch)));
    }
    const signInSeconds = (performance.now() - signInStart) / 1000;
    console.log(`\n[goodput] ${OVERLOAD} candidates signed in, four at a time, in ${signInSeconds.toFixed(0)} s`);
    const sweep = [];
    for (const n of SWEEP) {
      const rec = recorder();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: n }, (_, i) =>
          candidate(ready.url, i, started + SWEEP_SECONDS * 1000, 0, rec, 0, signed[i]),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const all = rec.all();
      sweep.push({
        n,
        goodput: goodput(rec, seconds),
        requests: all.length,
        shed: all.filter((r) => r.status === 503).length,
      });
    }
    const sweepRows = sweep.map((l) => [String(l.n), l.goodput.toFixed(1), String(l.requests), String(l.shed)]);
    console.log(`\n[goodput] candidates with no think time, ${SWEEP_SECONDS} s each`);
    console.log(table(['candidates', 'successful requests/s', 'requests', '503'], sweepRows));

    // 3. Overload: all of them, no think time, beside anonymous visitors and new candidates signing in.
    const over = recorder();
    const recordBefore = await server.ask({ type: 'admission' });
    const overStart = performance.now();
    const overUntil = overStart + OVERLOAD_SECONDS * 1000;
    const arrivals = Math.floor(ARRIVALS * OVERLOAD_SECONDS);
    await Promise.all([
      ...Array.from({ length: OVERLOAD }, (_, i) => candidate(ready.url, i, overUntil, 0, over, 0, signed[i])),
      ...Array.from({ length: arrivals }, async (_, k) => {
        await sleep((k * 1000) / ARRIVALS);
        await candidate(ready.url, OVERLOAD + k, overUntil, 0, over);
      }),
      ...Array.from({ length: VISITORS }, (_, i) => visitor(ready.url, i, overUntil, over)),
      prober(ready.url, overUntil, over),
    ]);
    const recordAfter = await server.ask({ type: 'admission' });
    const overSeconds = (performance.now() - overStart) / 1000;
    const work = over.all().filter((r) => r !== undefined);
    const served = over.kinds().filter((k) => !PROBES.has(k));
    const answers = served.flatMap((k) => over.of(k));
    const byStatus = new Map();
    for (const r of answers) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    const shed = answers.filter((r) => r.status === 503);
    const shedWithRetry = shed.filter((r) => Number(r.retryAfter) >= 1).length;
    const longest = Math.max(...answers.map((r) => r.ms));
    const longestShed = Math.max(0, ...shed.map((r) => r.ms));
    const overStats = stats(answers);
    const readyNo = over.of('/readyz').filter((r) => r.status === 503).length;
    const overHealth = stats(over.of('/healthz'));
    const overGoodput = goodput(over, overSeconds);
    const best = Math.max(overGoodput, ...sweep.map((l) => l.goodput));
    const anonymousServed = over.of('anonymous read').filter(ok);
    const signInsShed = over.of('sign-in').filter((r) => r.status === 503);
    // The server's record: sign-ins refused after an anonymous read was admitted during their wait.
    const signInsShedPastReads =
      recordAfter.signInsRefusedPastAnonymousReads - recordBefore.signInsRefusedPastAnonymousReads;
    const longestPlaceWait = recordAfter.longestWaitMs;
    const verdict = (met) => (met ? 'met' : '**missed**');

    // 4. Recovery: the first requests after the overload ends.
    const after = client(ready.url, '127.0.0.3');
    await after(
      'POST',
      '/login',
      new URLSearchParams({ username: 'load-0@example.com', password: PASSWORD }).toString(),
      'application/x-www-form-urlencoded',
    );
    const recovery = [];
    for (let i = 0; i < sized(20, 3); i += 1) {
      const [city, latLong] = pick(CITIES);
      recovery.push(
        await after(
          'POST',
          '/api/jobsearch?page=1',
          JSON.stringify({ query: `${pick(QUERIES)} `, geo: [{ location: city, latLong, distance: 25 }] }),
        ),
      );
    }
    const rec = stats(recovery);
    const { megabytes: rssAfterOverload } = await server.ask({ type: 'rss' });
    const statusText = [...byStatus.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s === 0 ? 'no answer' : s}: ${n.toLocaleString('en-US')}`)
      .join(', ');
    const overRows = served.map((kind) => {
      const list = over.of(kind);
      const s = stats(list);
      return [
        kind,
        String(s.n),
        String(list.filter((r) => r.status === 503).length),
        String(list.filter((r) => !ok(r) && r.status !== 503).length),
        ms(s.p50),
        ms(s.p99),
        ms(s.max),
      ];
    });
    console.log(`\n[overload] ${OVERLOAD} candidates, ${OVERLOAD_SECONDS} s, no think time`);
    console.log(table(['kind', 'requests', '503', 'other errors', 'p50', 'p99', 'max'], overRows));
    const overSummary =
      `${work.length.toLocaleString('en-US')} requests; answers by status ${statusText}. Goodput ` +
      `${overGoodput.toFixed(1)} successful requests/s, ${Math.round((100 * overGoodput) / best)}% of the best of this ` +
      `run (${best.toFixed(1)}/s; goal >= ${GOODPUT_SHARE * 100}%: ${verdict(overGoodput >= GOODPUT_SHARE * best)}). ` +
      `Sign-ins of new candidates refused: ${signInsShed.length} of ${over.of('sign-in').length}, ` +
      `${signInsShedPastReads} of them after an anonymous read was admitted during their wait (server's record; ` +
      `${anonymousServed.length.toLocaleString('en-US')} anonymous reads served; goal 0: ` +
      `${verdict(signInsShedPastReads === 0)}). Shed: ${shed.length.toLocaleString('en-US')} answers 503, ` +
      `${shedWithRetry.toLocaleString('en-US')} of them with Retry-After (goal all: ${verdict(shedWithRetry === shed.length)}). ` +
      `Longest wait for a place in the whole run ${ms(longestPlaceWait)} (server's record; goal <= the acquire timeout ` +
      `of ${ms(ACQUIRE_TIMEOUT_MS)}: ${verdict(longestPlaceWait <= ACQUIRE_TIMEOUT_MS)}); the latest 503 reached its ` +
      `client after ${ms(longestShed)}. Longest request ${ms(longest)}, p99 ${ms(overStats.p99)} ` +
      `(goal <= acquire + statement timeout, ${ms(ACQUIRE_TIMEOUT_MS + STATEMENT_TIMEOUT_MS)}, + ${SLACK_MS} ms: ` +
      `${verdict(longest <= ACQUIRE_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + SLACK_MS)}). /readyz said 503 ` +
      `${readyNo} of ${over.of('/readyz').length} times; /healthz p99 ${ms(overHealth.p99)}, ${overHealth.errors} errors. ` +
      `Afterwards: the first search answered ${recovery[0].status} in ${ms(recovery[0].ms)}, 20 searches p50 ` +
      `${ms(rec.p50)}, ${rec.errors} errors (goal: recovers at once: ${verdict(recovery[0].status === 200 && rec.errors === 0)}). ` +
      `Server RSS ${rssAfterOverload} MB.`;
    console.log(overSummary.replaceAll('**', ''));

    await writeSection(
      'load',
      [
        '## Load and overload on PostgreSQL (`npm run bench -- --only=load`)',
        '',
        `Run of ${new Date().toISOString().slice(0, 10)} on ${machine()} (at the start ${loadAtStart}). The ` +
          `machine is shared: other work ran on its 2 cores throughout, so the figures compare within this run ` +
          `only. The production build (NODE_ENV=production, defaults: 10 connections, 2 s acquire timeout, 5 s ` +
          `statement timeout, 20 requests at work, 10 per client, 4 sign-ins) in its own process on PostgreSQL ` +
          `with ${ready.jobs.toLocaleString('en-US')} generated jobs, behind a simulated TLS proxy on loopback; ` +
          `the clients in another process.`,
        '',
        `### Load: ${CANDIDATES} candidates for ${SECONDS} s, ${THINK_MS} ms think time`,
        '',
        'Each arrives within the first 5 s and signs in, then searches (text, a 25 or 50 mile radius of a large city, a type), turns to ' +
          'page 2, opens a job, applies, and asks the location autocomplete; /healthz and /readyz are asked ' +
          'four times a second. Goals: no errors, search p99 <= 300 ms, /healthz p99 <= 50 ms.',
        '',
        table(header, loadRows),
        '',
        loadSummary,
        '',
        `### Goodput: signed-in candidates with no think time, ${SWEEP_SECONDS} s each`,
        '',
        `${OVERLOAD} candidates signed in first, four at a time (${signInSeconds.toFixed(0)} s); then each level ` +
          'worked as in the load step without think time.',
        '',
        table(['candidates', 'successful requests/s', 'requests', '503'], sweepRows),
        '',
        `### Overload: ${OVERLOAD} candidates for ${OVERLOAD_SECONDS} s, no think time, beside ${VISITORS} ` +
          `anonymous visitors and ${ARRIVALS} new candidate a second`,
        '',
        'The visitors read the job board (a search, then a job of it, a quarter second apart); the new ' +
          'candidates sign in and join the others; a sign-in refused with 503 is tried again after its ' +
          'Retry-After. Goals: goodput at least 80% of the best measured in this run; no sign-in refused ' +
          'after an anonymous read was admitted during its wait; every 503 with Retry-After; no wait for ' +
          'a place past the acquire timeout; no answer later than the acquire and statement timeouts ' +
          'together (half a second allowed for the way back); it serves again at once.',
        '',
        table(['kind', 'requests', '503', 'other errors', 'p50', 'p99', 'max'], overRows),
        '',
        overSummary,
        '',
        'Reproduce: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --only=load` ' +
          '(`BENCH_LOAD_SECONDS`, `BENCH_LOAD_CANDIDATES`, `BENCH_SWEEP`, `BENCH_SWEEP_SECONDS`, ' +
          '`BENCH_OVERLOAD_CANDIDATES`, `BENCH_OVERLOAD_SECONDS`, `BENCH_OVERLOAD_VISITORS`, `BENCH_OVERLOAD_ARRIVALS` ' +
          'for shorter or larger runs; the jobs are generated once into `<database>_jobs_keep_<N>` and kept; ' +
          "with `BENCH_KEEP`, the job search bench's kept database and storage are used).",
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
} finally {
  // The storage folder stays beside the kept database; the rest of a run's files go. BENCH_KEEP's
  // folder is the job search bench's (its kept databases): nothing there is this run's to remove.
  if (!KEEP)
    for (const f of existsSync(dir) ? readdirSync(dir) : [])
      if (SMOKE || f !== 'storage') rmSync(path.join(dir, f), { recursive: true, force: true });
  if (SMOKE && url) {
    rmSync(dir, { recursive: true, force: true });
    const name = new URL(url).pathname.slice(1);
    await admin(base, `drop database if exists ${name} with (force)`);
    console.log(`[load] smoke database ${name} dropped`);
  }
}
