/** `npm start`: builds what is missing or stale, then runs the server (migrations, seed, listen). */
import { createRequire } from 'node:module';
import { clientStale, serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

if (serverStale()) {
  console.log('Building the server…');
  run(bin('tsc'), ['-p', 'tsconfig.build.json']);
}
if (clientStale()) {
  console.log('Building the client…');
  run(bin('webpack'), ['--mode', 'production']);
}
const require = createRequire(import.meta.url);
const { main } = require('../dist/server/index.js');
await main();
