/** `npm start`: builds what is missing or stale, then runs the server (migrations, seed, listen). */
import { createRequire } from 'node:module';
import { clientStale, serverStale } from './build-state.mjs';
import { npx, run } from './run.mjs';

if (serverStale()) {
  console.log('Building the server…');
  run(npx, ['tsc', '-p', 'tsconfig.build.json']);
}
if (clientStale()) {
  console.log('Building the client…');
  run(npx, ['webpack', '--mode', 'production']);
}
const require = createRequire(import.meta.url);
const { main } = require('../dist/server/index.js');
await main();
