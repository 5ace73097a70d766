/**
 * Every benchmark of `npm run bench` in smoke mode (bench/smoke.mjs): tiny sizes, from the
 * TypeScript sources, nothing timed against a goal. Each must finish and report its figures, so a
 * change that breaks a benchmark fails here rather than on the next measuring day. The server part
 * needs the built client (`npm test` builds it first) and Chromium for its signing page; the load
 * part needs PostgreSQL (TEST_DATABASE_URL), as does the job search's second database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(__dirname, '../..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CI = process.env.CI === 'true';
const postgres = process.env.TEST_DATABASE_URL;
const clientBuilt = existsSync(path.join(root, 'dist/client/index.html'));

interface Run {
  status: number | null;
  output: string;
  /** The section the part wrote (BENCH_DOC). */
  doc: string;
}

/** `npm run bench -- --smoke --only=<part>`, with the section written to a file of its own. */
function smoke(part: string, env: Record<string, string | undefined> = {}): Promise<Run> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-'));
  const doc = path.join(dir, 'BENCHMARKS.md');
  const child = spawn(process.execPath, ['scripts/bench.mjs', '--smoke', `--only=${part}`], {
    cwd: root,
    env: { ...process.env, BENCH_DOC: doc, BENCH_KEEP: undefined, BENCH_JOBS: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) =>
    child.once('close', (status) => {
      const written = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, output, doc: written });
    }),
  );
}

/** Whether the run ended well; its output otherwise, to read in the failure. */
function finished(run: Run): string {
  return run.status === 0 ? 'exit 0' : `exit ${run.status}:\n${run.output}`;
}

const docs = path.join(root, 'docs/BENCHMARKS.md');
const docsBefore = readFileSync(docs, 'utf8');

describe('The benchmarks in smoke mode', () => {
  afterAll(() => {
    // Smoke figures never reach the measured ones.
    expect(readFileSync(docs, 'utf8')).toBe(docsBefore);
  });

  if (!clientBuilt && CI) throw new Error('dist/client is missing: the server benchmark needs the built client');
  (clientBuilt ? test : test.skip)(
    'When the server part runs, Then it reports the stack, GraphQL, sign-in, signing page and server-side signing rows',
    async () => {
      const browser = existsSync(CHROME) || CI;
      const run = await smoke('server', browser ? {} : { BENCH_SIGNING_PAGE: '0' });
      expect(finished(run)).toBe('exit 0');
      for (const figure of [
        /full stack, GET \/api\/is-user, signed out: [\d,]+ req\/s/,
        /GraphQL `myDocuments` with counts, signed in: [\d,]+ req\/s/,
        /sign-in, one at a time: p50 [\d.]+ ms/,
        /e-sign 10-page PDF \(sign \+ audit page \+ atomic store\): p50 [\d.]+ ms/,
        ...(browser ? [/signing page \(demo W-4\): \d+ KB transferred .* first PDF page drawn at [\d,]+ ms/] : []),
      ])
        expect(run.output).toMatch(figure);
      expect(run.doc).toMatch(
        /<!-- server:start -->[\s\S]*\| bare Express 5 route +\| +[\d,]+ req\/s[\s\S]*<!-- server:end -->/,
      );
    },
    120_000,
  );

  test('When the job search part runs, Then it reports each search on every database it has', async () => {
    const run = await smoke('jobs');
    expect(finished(run)).toBe('exit 0');
    const databases = postgres ? ['sqlite', 'postgres'] : ['sqlite'];
    for (const database of databases) expect(run.output).toMatch(new RegExp(`\\[${database}\\] Worst of each band`));
    expect(run.doc).toMatch(/<!-- jobs-200:start -->[\s\S]*\| no text, newest first +\| +\d+ \| +[\d.]+ ms/);
  }, 120_000);

  test('When the Form I-9 part runs, Then it reports the export in the pool beside the one on the event loop', async () => {
    const run = await smoke('i9');
    expect(finished(run)).toBe('exit 0');
    expect(run.output).toMatch(/i9 export of \d+ forms, PDFs in the file pool: [\d.]+ s/);
    expect(run.output).toMatch(/i9 export drawn on the event loop \(baseline\): [\d.]+ s/);
    expect(run.doc).toMatch(
      /<!-- i9:start -->[\s\S]*GET \/healthz every 25 ms during the export[\s\S]*<!-- i9:end -->/,
    );
  }, 120_000);

  (postgres ? test : test.skip)(
    'When the load part runs on PostgreSQL, Then it reports the load, goodput and overload steps and drops its database',
    async () => {
      const run = await smoke('load', { BENCH_DATABASE_URL: postgres });
      expect(finished(run)).toBe('exit 0');
      expect(run.output).toMatch(/\d+ requests, \d+ errors/);
      expect(run.output).toMatch(/Goodput [\d.]+ successful requests\/s/);
      expect(run.doc).toMatch(/<!-- load:start -->[\s\S]*### Overload[\s\S]*<!-- load:end -->/);
      // The database made for the run is gone.
      const name = /smoke database (\w+) dropped/.exec(run.output)?.[1];
      expect(name).toBeDefined();
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      try {
        expect((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount).toBe(0);
      } finally {
        await client.end();
      }
    },
    120_000,
  );
});
