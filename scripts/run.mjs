import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

/** Runs an npm script or command, inheriting the terminal; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  if (result.status !== 0) {
    if (options.allowFailure) return result.status ?? 1;
    process.exit(result.status ?? 1);
  }
  return 0;
}

/** A tool installed in node_modules/.bin (no npx round trip, no npm warnings). */
export function bin(name) {
  return path.resolve(
    import.meta.dirname,
    '..',
    'node_modules',
    '.bin',
    process.platform === 'win32' ? `${name}.cmd` : name,
  );
}

/**
 * Runs a command with its output collected, resolving to its exit status and output: for checks
 * that run side by side, whose output is printed whole once each has finished.
 */
export function runCollected(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const started = Date.now();
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n== ${name} (${seconds} s)\n${output}`);
      resolve(status ?? 1);
    });
  });
}
