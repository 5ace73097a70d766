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

export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
