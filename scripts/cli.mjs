/** `npm run cli -- <command>`: operator commands (see README). */
import { createRequire } from 'node:module';
import { serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

if (serverStale()) run(bin('tsc'), ['-p', 'tsconfig.build.json']);
const require = createRequire(import.meta.url);
const { runCli } = require('../dist/server/cli.js');
process.exitCode = await runCli(process.argv.slice(2));
