/**
 * `npm test`: typecheck, lint, client build, then every jest project (unit; server, API and
 * browser tests on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set).
 */
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientStale } from './build-state.mjs';
import { bin, run, runCollected } from './run.mjs';

const step = (name) => console.log(`\n== ${name}`);

// Typecheck, lint and the client build run side by side (each mostly on one core); jest needs them all.
const checks = [
  ['typecheck (client)', bin('tsc'), ['-p', 'tsconfig.json']],
  ['typecheck (server)', bin('tsc'), ['-p', 'tsconfig.server.json']],
  // The production build's own options (what `npm start` compiles), so a fresh machine can start.
  ['server build', bin('tsc'), ['-p', 'tsconfig.build.json', '--noEmit']],
  ['eslint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  // Unused files, dependencies and exports (knip.jsonc: tests and benchmarks count as users).
  ['unused code', bin('knip'), ['--no-progress']],
  [
    'import cycles',
    bin('madge'),
    ['--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'src', 'server', 'common'],
  ],
];
const started = Date.now();
const stale = clientStale();
if (!stale) console.log('dist/client is up to date');
const build = ['client build', bin('webpack'), ['--mode', 'production']];
/** Runs its steps one after the other; answers their exit statuses. */
async function chain(steps) {
  const statuses = [];
  for (const [name, command, args] of steps) statuses.push(await runCollected(name, command, args));
  return statuses;
}
// Two chains of about equal length, one per CPU of a 2-core runner: the type checks and eslint
// (they parse the program), and the client build with the lighter checks after it.
const typeChecks = checks.filter(([name]) => /typecheck|server build|eslint/.test(name));
const rest = checks.filter((step) => !typeChecks.includes(step));
const chains = await Promise.all([chain(typeChecks), chain(stale ? [build, ...rest] : rest)]);
const failed = chains.flat().some((s) => s !== 0);
console.log(`\nchecks and build: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed) process.exit(1);

step(`jest (${process.env.TEST_DATABASE_URL ? 'SQLite and PostgreSQL' : 'SQLite'})`);
const report = path.join(os.tmpdir(), `jest-report-${process.pid}.json`);
const args = ['--json', `--outputFile=${report}`, ...process.argv.slice(2)];
if (process.env.CI) args.push('--ci');
const status = run(bin('jest'), args, { allowFailure: true });

let summary = 'tests: 0 passed, 0 failed';
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`;
  // The slowest files, so the suite's time stays visible as it grows.
  const files = r.testResults
    .map((t) => ({ file: path.relative(process.cwd(), t.name), seconds: (t.endTime - t.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  const wall = (Math.max(...r.testResults.map((t) => t.endTime)) - r.startTime) / 1000;
  console.log(`\njest: ${wall.toFixed(0)} s; slowest files:`);
  for (const f of files.slice(0, 8)) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file}`);
  rmSync(report, { force: true });
} catch {
  // jest crashed before writing its report; its exit status says so
}
console.log(`\n${summary}`);
if (summary.startsWith('tests: 0 passed, 0 failed')) process.exit(status || 1);
process.exit(status);
