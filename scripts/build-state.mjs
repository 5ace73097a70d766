/** Decides whether dist/ is older than its sources, so start and test rebuild only what changed. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

const root = path.resolve(import.meta.dirname, '..');

export function serverStale() {
  const built = mtime(path.join(root, 'dist/server/index.js'));
  const sources = Math.max(
    newestMtime(path.join(root, 'server')),
    newestMtime(path.join(root, 'common')),
    mtime(path.join(root, 'package.json')),
  );
  return built === 0 || sources > built;
}

export function clientStale() {
  const built = mtime(path.join(root, 'dist/client/index.html'));
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'common')),
    mtime(path.join(root, 'webpack.config.ts')),
    mtime(path.join(root, 'package.json')),
  );
  return built === 0 || sources > built;
}
