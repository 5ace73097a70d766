import path from 'node:path';

/** The repository's root, from the sources (tsx) or from the build (dist/server). */
export const PROJECT_ROOT = path.resolve(
  __dirname,
  __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..',
);
