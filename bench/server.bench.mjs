/**
 * The server's rows of `npm run bench`, each beside a baseline measured in the same run: the full
 * middleware stack against a bare Express 5 route, GraphQL `myDocuments` with counts against the
 * same data over REST, sign-ins under 8 concurrent clients, the built-in signing page in a
 * throttled Chromium, and the server-side signing of a 10-page PDF. Prints each row and writes the
 * "server" section of docs/BENCHMARKS.md. Loopback only; every run is bounded in time.
 * Past 300 lines because each row is measured beside its baseline in the same run and reported
 * together.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { machine, table, writeSection } from './benchmarks-doc.mjs';
import { startChild } from './child.mjs';
import { signIn } from './sign-in.mjs';
import { measureSigningPage } from './signing-page.mjs';
import { serverModule, setting, sized, SMOKE } from './smoke.mjs';
import { percentile, time } from './timing.mjs';

const DURATION = setting('BENCH_SECONDS', 2, 0.1);
const ROUNDS = sized(3, 1);
const CONNECTIONS = sized(10, 2);
const LOGIN_CONCURRENCY = sized(8, 2);
const LOGIN_ROUNDS = setting('BENCH_LOGIN_ROUNDS', 12, 1);
const PASSWORD = 'Bench-password-2026!';
// The server trusts its loopback proxy: these say the request came over HTTPS.
const PROXIED = { 'x-forwarded-proto': 'https' };

const require = createRequire(import.meta.url);

function run(url, options, duration) {
  return new Promise((resolve, reject) => {
    // autocannon checks whether to stop once a sample (a second by default): smoke mode's runs are shorter.
    const sampling = SMOKE ? { sampleInt: 50 } : {};
    autocannon({ url, connections: CONNECTIONS, duration, ...sampling, ...options }, (err, result) => {
      if (err) reject(err);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve(result);
    });
  });
}

/**
 * Each target in turn, ROUNDS times, after a warm-up: a figure and its baseline meet the same
 * moments of a shared machine's load. Per target: the median round's requests per second and p99,
 * and the server process's CPU time per request over all rounds (which the load does not change).
 */
async function measure(targets) {
  const rounds = targets.map(() => []);
  const cpu = targets.map(() => ({ micros: 0, requests: 0 }));
  for (const { url, ...options } of targets) await run(url, options, sized(1, 0.05));
  for (let r = 0; r < ROUNDS; r += 1)
    for (const [i, { url, ...options }] of targets.entries()) {
      const before = (await servers.ask({ type: 'cpu' })).micros;
      const result = await run(url, options, DURATION);
      cpu[i].micros += (await servers.ask({ type: 'cpu' })).micros - before;
      cpu[i].requests += result.requests.total;
      rounds[i].push(result);
    }
  return rounds.map((results, i) => {
    const sorted = results.toSorted((a, b) => a.requests.average - b.requests.average);
    const median = sorted[Math.floor(sorted.length / 2)];
    return { rps: median.requests.average, p99: median.latency.p99, cpuMicros: cpu[i].micros / cpu[i].requests };
  });
}

/** p50 of one argon2id verify with the server's parameters, in this process. */
async function hashTime() {
  const argon2 = require('argon2');
  const { ARGON2_OPTIONS } = serverModule('../dist/server/features/auth/password.js');
  const hash = await argon2.hash(PASSWORD, ARGON2_OPTIONS);
  return (await time(() => argon2.verify(hash, PASSWORD), sized(15, 2), sized(2, 0))).p50;
}

let nextAddress = 0;
/** One timed sign-in, from its own client address (the per-address limit). */
async function timedSignIn(base, email) {
  nextAddress += 1;
  const started = performance.now();
  const cookie = await signIn(base, email, PASSWORD, {
    ...PROXIED,
    'x-forwarded-for': `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`,
  });
  return { ms: performance.now() - started, cookie };
}

/** p50/p99 of `rounds` sign-ins per client, `clients` clients at once, each with its own account. */
async function signIns(base, emails, clients, rounds) {
  const times = [];
  await Promise.all(
    emails.slice(0, clients).map(async (email) => {
      for (let i = 0; i < rounds; i += 1) times.push((await timedSignIn(base, email)).ms);
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length };
}

const rps = (r) => r.rps;

/**
 * Prints a throughput figure beside its baseline and adds its row: requests per second (the goal's
 * ratio) and the server's CPU time per request (its ratio, baseline over figure, is the throughput
 * ratio a saturated server would reach, whatever else runs on the machine).
 */
function throughputRow(name, r, ref, refName, goal) {
  const ratio = rps(r) / rps(ref);
  const cpuRatio = ref.cpuMicros / r.cpuMicros;
  const cpu = (x) => `${fmt(x.cpuMicros)} µs CPU/req`;
  console.log(
    `${name}: ${fmt(rps(r))} req/s (${cpu(r)}), p99 ${r.p99} ms = ${ratio.toFixed(2)}x ${refName} ` +
      `(${fmt(rps(ref))} req/s, ${cpu(ref)}; by CPU ${cpuRatio.toFixed(2)}x)${goal ? `, goal >= ${goal}x` : ''}`,
  );
  rows.push([
    name,
    `${fmt(rps(r))} req/s; ${cpu(r)}`,
    `${fmt(rps(ref))} req/s; ${cpu(ref)} (${refName})`,
    `${ratio.toFixed(2)}× (by CPU ${cpuRatio.toFixed(2)}×)`,
    goal ? `≥ ${goal}×` : '–',
    goal ? verdict(ratio >= goal) : '',
  ]);
}
const fmt = (n) => Math.round(n).toLocaleString('en-US');

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// The servers run in their own process, as deployed; this one is only the client.
const servers = startChild(path.join(import.meta.dirname, 'http.server.mjs'), {
  BENCH_DIR: dir,
  BENCH_PASSWORD: PASSWORD,
  BENCH_LOGIN_USERS: String(LOGIN_CONCURRENCY),
});
/** Doc rows: [figure, measured, baseline, ratio, goal, verdict]. */
const rows = [];
const verdict = (ok) => (ok ? 'met' : '**missed**');

try {
  const { nodeUrl, expressUrl, base, demoEmail, loginUsers } = await servers.ready;
  const { cookie } = await timedSignIn(base, demoEmail);
  const signedIn = { ...PROXIED, cookie };

  // 1. The full middleware stack on a trivial route against the same route on bare Express 5.
  const [node, bare, anon, member, health] = await measure([
    { url: nodeUrl },
    { url: `${expressUrl}/api/is-user` },
    { url: `${base}/api/is-user` },
    { url: `${base}/api/is-user`, headers: signedIn },
    { url: `${base}/healthz` },
  ]);
  throughputRow('bare Express 5 route', bare, node, 'node:http');
  throughputRow('full stack, GET /api/is-user, signed out', anon, bare, 'bare Express 5', 0.6);
  throughputRow('full stack, GET /api/is-user, signed in', member, bare, 'bare Express 5');
  throughputRow('GET /healthz (database round trip)', health, bare, 'bare Express 5');

  // 2. GraphQL myDocuments with its counts against the same data over REST, signed in.
  const fields =
    'id docHandle formTitle signatureType docusignStatus isUserActionRequired displayLevel ' +
    'lastUpdateTimestamp createTimestamp delivery signedAt dueAt rejectedReason';
  const query = `{ myDocuments { ${fields} } myDocumentsCount myDocumentsCompletedCount myDocumentsCompletableCount }`;
  const [rest, gql] = await measure([
    { url: `${base}/api/me/documents-summary`, headers: signedIn },
    {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query }),
    },
  ]);
  throughputRow('GraphQL `myDocuments` with counts, signed in', gql, rest, 'the same data over REST', 0.5);

  const [nodeAgain, content, shell] = await measure([
    { url: nodeUrl },
    {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ content(path: "/about") { title content showLayout } }' }),
    },
    { url: `${base}/` },
  ]);
  throughputRow('GraphQL `content(path)`, signed out', content, nodeAgain, 'node:http');
  throughputRow('GET / (SPA shell with page state)', shell, nodeAgain, 'node:http');

  // 3. Sign-ins (argon2id, OWASP parameters, on libuv's threadpool): one at a time, then 8 at once.
  const alone = await signIns(base, loginUsers, 1, LOGIN_ROUNDS);
  const together = await signIns(base, loginUsers, LOGIN_CONCURRENCY, LOGIN_ROUNDS);
  console.log(
    `sign-in, one at a time: p50 ${alone.p50.toFixed(1)} ms; ${LOGIN_CONCURRENCY} concurrent: p50 ` +
      `${together.p50.toFixed(1)} ms, p99 ${together.p99.toFixed(1)} ms (${together.n} sign-ins; goal p50 <= 15 ms)`,
  );
  // The floor the hash alone sets: of sign-ins arriving together on `cores` cores, the middle one
  // cannot end before ceil(concurrency / 2 / cores) hashes have run one after another.
  const hash = await hashTime();
  // Hashes run on libuv's threadpool: no more at once than its threads, nor than the cores.
  const cores = Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4));
  const floor = Math.ceil(LOGIN_CONCURRENCY / 2 / cores) * hash;
  console.log(
    `  one argon2id verify in-process: ${hash.toFixed(1)} ms; with ${cores} cores, ${LOGIN_CONCURRENCY} at once ` +
      `cannot reach a p50 under ${floor.toFixed(1)} ms whatever the server does`,
  );
  rows.push([
    `sign-in (POST /login), ${LOGIN_CONCURRENCY} concurrent`,
    `p50 ${together.p50.toFixed(1)} ms, p99 ${together.p99.toFixed(1)} ms`,
    `p50 ${alone.p50.toFixed(1)} ms (one at a time); the hash alone ${hash.toFixed(1)} ms, so ≥ ${floor.toFixed(1)} ms on ${cores} cores`,
    `${(together.p50 / alone.p50).toFixed(2)}×`,
    'p50 ≤ 15 ms',
    verdict(together.p50 <= 15),
  ]);

  // 4. The built-in signing page of the demo W-4 in Chromium with mobile throttling.
  if (process.env.BENCH_SIGNING_PAGE !== '0') {
    const page = await measureSigningPage(dir);
    const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
    console.log(
      `signing page (demo W-4): ${kb(page.bytes)} transferred (document ${kb(page.pdfBytes)}, largest file ` +
        `${new URL(page.largest.url).pathname} ${kb(page.largest.bytes)}), first PDF page drawn at ${fmt(page.firstPageMs)} ms (goal <= 400 KB, <= 2,500 ms)`,
    );
    rows.push([
      'built-in signing page, demo W-4: bytes transferred',
      kb(page.bytes),
      `document (PDF or page images) ${kb(page.pdfBytes)}; largest file ${new URL(page.largest.url).pathname} ${kb(page.largest.bytes)}`,
      '',
      '≤ 400 KB',
      verdict(page.bytes <= 400 * 1024),
    ]);
    rows.push([
      'built-in signing page, demo W-4: first PDF page drawn',
      `${fmt(page.firstPageMs)} ms`,
      `text layer: ${page.textLayer ? 'yes' : '**no**'}`,
      '',
      '≤ 2,500 ms',
      verdict(page.firstPageMs <= 2500 && page.textLayer),
    ]);
  }

  // 5. Server-side signing of a 10-page PDF.
  const signing = await benchSigning();
  rows.push([
    'built-in signing of a 10-page PDF, server side',
    `p50 ${signing.signed.p50.toFixed(1)} ms`,
    `p50 ${signing.ref.p50.toFixed(1)} ms (pdf-lib load+save)`,
    `${(signing.signed.p50 / signing.ref.p50).toFixed(2)}×`,
    'p50 ≤ 50 ms',
    verdict(signing.signed.p50 <= 50),
  ]);
} finally {
  await servers.close();
  rmSync(dir, { recursive: true, force: true });
}

await writeSection(
  'server',
  `## Server and signing page (\`npm run bench\`)

Each figure beside a baseline measured in the same run; on a shared machine the ratios are the point.
Throughput: autocannon, ${CONNECTIONS} connections, the median of ${ROUNDS} rounds of ${DURATION} s taken in
turn with the row's baseline, against the production
build (NODE_ENV=production, SQLite with the demo data) in its own process; the baselines (a bare
node:http server, a bare Express 5 app with the same trivial route) run in that same process.
Signed-in rows carry the demo candidate's session cookie. Sign-ins are real form posts, each client
with its own account, ${LOGIN_ROUNDS} per client. The signing page is loaded in Chromium with Lighthouse's
mobile throttling applied over CDP (its devtools figures: 562.5 ms request latency, 1.47 Mbit/s down,
675 kbit/s up, CPU slowed 4×); bytes are what crossed the network, headers included, until every
page is drawn (scripts and stylesheets as the build's Brotli copies). The first page counts as drawn
when Chromium paints its image (the image's Element Timing entry; on the pdf.js fallback, once its
canvas holds ink), measured from the navigation's start; the page shows the document under its
consent form, so the consent is given after that, and the later pages load meanwhile. What the
first page waits for: the page's HTML (which carries the ceremony's layout and preloads page 1,
800 px wide on a phone), then the entry script beside that image, then one render. Before this
method and those changes (2026-11-23), the figure was taken after the consent was clicked and
read 3,750 ms.

"By CPU" divides the server process's CPU time per request: unlike requests per second, it does not
change with what else runs on the machine. Where the time went (\`node --cpu-prof\` on the server
process): helmet built its policy strings on every request (now set from one computation at start),
every GET looked for a file on disk in public/ (now a lookup in the list read at start), and a
request without the session cookie started an unsaved session (now skipped where none can start).
GraphQL read the document list once per field (four times for \`myDocuments\` with its counts; now
once per request); what remains is graphql-js's own execution of each field. Sign-ins run argon2id
(19 MiB, t = 2) on libuv's threadpool, off the event loop; eight at once share two CPUs. These are
the cheapest parameters the security checklist allows (argon2id with m ≥ 19 MiB, t ≥ 2, p = 1): of
OWASP's equivalent sets, the others have less memory or one pass. One verify at them takes about
20 ms on this CPU, more than the goal's 15 ms with nothing else running, so the goal needs faster
cores (and about eight of them for eight at once), not a change to the server.

Run of ${new Date().toISOString().slice(0, 10)} on ${machine()}.

${table(['figure', 'measured', 'baseline', 'ratio', 'goal', ''], rows)}

Reproduce: \`npm run bench\` (builds what is stale first) runs every part; \`npm run bench -- --only=server\`
runs only this one (\`BENCH_SIGNING_PAGE=0\` leaves out the browser; \`BENCH_SECONDS\` sets the length of
each throughput row).`,
);
console.log('docs/BENCHMARKS.md: server section written');

/**
 * Built-in e-signature (ESIGN_PROVIDER=builtin): the server-side signing of a 10-page PDF (fill,
 * flatten, stamp, audit page, two saves, SHA-256) plus its atomic write to storage, timed directly
 * on the provider's code; goal p50 <= 50 ms. Baseline: pdf-lib load + save of the same file.
 */
async function benchSigning() {
  const { buildFormPdf } = serverModule('../dist/server/dev/demo-pack.js');
  const { signPdf } = serverModule('../dist/server/untrusted/sign-pdf.js');
  // The certificate's texts in English, as the server writes them for an English signer.
  serverModule('../dist/server/lib/i18n.js');
  const { signTexts } = serverModule('../dist/server/features/esign/certificate-texts.js');
  const { createLocalStorage } = serverModule('../dist/server/providers/storage/local-storage.js');
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
      texts: signTexts({
        event: 'signing_complete',
        signerName: 'Casey Morgan',
        dateText: 'Jan 5, 2026',
        consentedAt: Date.now(),
        disclosureVersion: '1',
      }),
    });
    await storage.put(`signed/bench-${i % 8}.pdf`, out.bytes);
  };
  const baseline = async () => (await PDFDocument.load(source)).save({ useObjectStreams: false });
  const n = setting('BENCH_SIGN_RUNS', 100, 2);
  const ref = await time(baseline, n, sized(10, 1));
  let runs = 0;
  const signed = await time(() => sign(runs++), n, sized(10, 1));
  console.log(`baseline (pdf-lib load+save, 10-page PDF): p50 ${ref.p50.toFixed(1)} ms, p99 ${ref.p99.toFixed(1)} ms`);
  console.log(
    `e-sign 10-page PDF (sign + audit page + atomic store): p50 ${signed.p50.toFixed(1)} ms, ` +
      `p99 ${signed.p99.toFixed(1)} ms = ${(signed.p50 / ref.p50).toFixed(2)}x baseline (goal p50 <= 50 ms: ` +
      `${signed.p50 <= 50 ? 'met' : 'MISSED'})`,
  );
  return { ref, signed };
}
