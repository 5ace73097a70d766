/**
 * Lighthouse for `npm run lighthouse`, kept out of the project's packages: with Sentry,
 * OpenTelemetry and Puppeteer it is some 115 packages and 175 MB that every install carried for a
 * measurement run now and then. The first run installs the pinned release from the npm registry
 * into node_modules/.cache/lighthouse-<version> (about 10 s); later runs load that copy. A new
 * `npm ci` empties node_modules, and the next run installs it again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from './run.mjs';

/** The release the figures in docs/BENCHMARKS.md were measured with; change it here only. */
const LIGHTHOUSE_VERSION = '13.5.0';

const prefix = path.join(import.meta.dirname, '..', 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
/** Written once the install has finished: an interrupted one is started again. */
const done = path.join(prefix, 'installed');

function install() {
  console.log(
    `Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), prefix)} (first run only)…`,
  );
  mkdirSync(prefix, { recursive: true });
  const manifest = { private: true, dependencies: { lighthouse: LIGHTHOUSE_VERSION } };
  writeFileSync(path.join(prefix, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Under `npm run`, npm names its own entry script. No package of Lighthouse's has an install script.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  run(npm[0], [...npm.slice(1), 'install', '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund']);
  writeFileSync(done, `${new Date().toISOString()}\n`);
}

/** Lighthouse's run function, its desktop configuration and its version, installed first if missing. */
export async function loadLighthouse() {
  if (!existsSync(done)) install();
  const dir = path.join(prefix, 'node_modules', 'lighthouse');
  const load = async (file) => (await import(pathToFileURL(path.join(dir, file)).href)).default;
  return {
    lighthouse: await load('core/index.js'),
    desktopConfig: await load('core/config/desktop-config.js'),
    version: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
  };
}
