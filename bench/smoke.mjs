/**
 * Smoke mode (BENCH_SMOKE=1, or `npm run bench -- --smoke`): every benchmark runs its whole path
 * at tiny sizes, a few seconds each, so that `npm test` notices a change that breaks one
 * (test/build/bench-smoke.test.ts). Its figures mean nothing: it times nothing against a goal,
 * writes its section to BENCH_DOC (or prints it) instead of docs/BENCHMARKS.md, and loads the
 * server from its TypeScript sources (the process runs under tsx), so nothing is built first.
 */
import { createRequire } from 'node:module';

export const SMOKE = process.env.BENCH_SMOKE === '1';

const require = createRequire(import.meta.url);

/** `value`, or `smoke` in smoke mode: a size or a duration of the benchmark. */
export function sized(value, smoke) {
  return SMOKE ? smoke : value;
}

/** A number from the environment when set, else `value` (or `smoke` in smoke mode). */
export function setting(name, value, smoke) {
  return process.env[name] ? Number(process.env[name]) : sized(value, smoke);
}

/**
 * The compiled server module `../dist/<path>.js` (as written, so test/build/dist-paths.test.ts
 * finds it); in smoke mode the TypeScript source it is compiled from.
 */
export function serverModule(distPath) {
  const match = /^\.\.\/dist\/(.+)\.js$/.exec(distPath);
  if (!match) throw new Error(`not a path into dist/: ${distPath}`);
  return require(SMOKE ? `../${match[1]}` : distPath);
}
