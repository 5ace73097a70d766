/** `npm start`: builds what is missing or stale, then runs the server (migrations, seed, listen). */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientStale, serverStale } from './build-state.mjs';
import { bin, run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A production install (`npm ci --omit=dev` beside a built dist/) has no build tools: there the
 * built dist/ is what runs, even when a file's date says it is older than its sources.
 */
function build(part, tool, args, builtFile) {
  if (existsSync(bin(tool))) {
    console.log(`Building the ${part}…`);
    run(bin(tool), args);
  } else if (existsSync(path.join(root, builtFile))) {
    console.warn(
      `The ${part} in dist/ looks older than its sources, and ${tool} is not installed: starting it as built.`,
    );
  } else {
    console.error(
      `The ${part} is not built and ${tool} is not installed: run \`npm run build\` with the development packages installed.`,
    );
    process.exit(1);
  }
}

if (serverStale()) build('server', 'tsc', ['-p', 'tsconfig.build.json'], 'dist/server/index.js');
if (clientStale()) build('client', 'webpack', ['--mode', 'production'], 'dist/client/index.html');
const require = createRequire(import.meta.url);
const { main } = require('../dist/server/index.js');
await main();
