/**
 * `npm test`: typecheck, lint, client build, then every jest project (unit; server, API and
 * browser tests on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set).
 */
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

const step = (name) => console.log(`\n== ${name}`);

step('typecheck');
run(bin('tsc'), ['-p', 'tsconfig.json']);
run(bin('tsc'), ['-p', 'tsconfig.server.json']);

step('lint');
run(bin('eslint'), ['.', '--max-warnings', '0']);
run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);

step('client build');
if (clientStale()) run(bin('webpack'), ['--mode', 'production']);
else console.log('dist/client is up to date');

step(`jest (${process.env.TEST_DATABASE_URL ? 'SQLite and PostgreSQL' : 'SQLite'})`);
const report = path.join(os.tmpdir(), `jest-report-${process.pid}.json`);
const args = ['--json', `--outputFile=${report}`, ...process.argv.slice(2)];
if (process.env.CI) args.push('--ci');
const status = run(bin('jest'), args, { allowFailure: true });

let summary = 'tests: 0 passed, 0 failed';
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`;
  rmSync(report, { force: true });
} catch {
  // jest crashed before writing its report; its exit status says so
}
console.log(`\n${summary}`);
if (summary.startsWith('tests: 0 passed, 0 failed')) process.exit(status || 1);
process.exit(status);
