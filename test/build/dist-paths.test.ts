/**
 * The benchmarks and scripts run the compiled server: each `../dist/<path>.js` they require must be
 * the output of a source file that exists, so moving a module without them breaks this test, not a
 * bench run days later.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const DIST_PATH = /['"`]\.\.\/dist\/((?:server|common)\/[^'"`]+)\.js['"`]/g;

/** Every compiled module named in bench/*.mjs and scripts/*.mjs, with the file that names it. */
function distRequires(): { file: string; module: string }[] {
  return ['bench', 'scripts'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.mjs'))
      .flatMap((name) => {
        const text = readFileSync(path.join(root, dir, name), 'utf8');
        return [...text.matchAll(DIST_PATH)].map((m) => ({ file: `${dir}/${name}`, module: m[1]! }));
      }),
  );
}

describe('The compiled modules that bench/ and scripts/ require', () => {
  const found = distRequires();

  test('Then there are some to check (the pattern still finds them)', () => {
    expect(found.map((f) => f.module)).toEqual(expect.arrayContaining(['server/index', 'server/config', 'server/cli']));
  });

  test('When one names dist/<path>.js, Then <path>.ts exists in the sources', () => {
    const missing = found.filter((f) => !existsSync(path.join(root, `${f.module}.ts`)));
    expect(missing).toEqual([]);
  });
});
