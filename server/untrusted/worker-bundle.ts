/**
 * The file worker when the server runs from its TypeScript sources (development and tests): one
 * bundle of worker.ts and the project code it imports, packages left to Node, rebuilt when a source
 * is newer. A process started through a TypeScript loader took twice as long to start (0.4 s of
 * CPU against 0.2 s), and the tests start one or two for every server that opens a file.
 * From dist/ the compiled worker.js runs as it is.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
// Inside the project, so the packages the bundle leaves out resolve from its node_modules.
const BUNDLE = path.join(ROOT, 'node_modules', '.cache', 'portal', 'file-worker.js');

/** The newest modification time of the TypeScript files under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** The bundle of `entry` (server/untrusted/worker.ts), built first if a source changed since. */
export function workerBundle(entry: string): string {
  const built = existsSync(BUNDLE) ? statSync(BUNDLE).mtimeMs : 0;
  const sources = Math.max(newestSource(path.join(ROOT, 'server')), newestSource(path.join(ROOT, 'common')));
  if (built > sources) return BUNDLE;
  // Loaded only here: a development tool, absent where the server runs from dist/.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  mkdirSync(path.dirname(BUNDLE), { recursive: true });
  // Written beside it and renamed: a process starting meanwhile gets the old bundle or the new one.
  const written = `${BUNDLE}.${process.pid}.tmp`;
  esbuild.buildSync({
    entryPoints: [entry],
    outfile: written,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
  });
  renameSync(written, BUNDLE);
  return BUNDLE;
}
