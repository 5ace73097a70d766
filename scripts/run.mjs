import path from 'node:path';
import { spawnSync } from 'node:child_process';

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
