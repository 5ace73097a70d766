/**
 * Each chunk's messages, per language, fetched with the chunk (webpack/chunk-catalogs.ts): a real
 * webpack build of a planted project whose entry and lazily loaded chunk read messages by id, run
 * in Node afterwards, so the runtime's addresses are the files the build wrote.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { ChunkCatalogsPlugin } from '../../webpack/chunk-catalogs';

const MESSAGES = {
  en: { AAAAAA: ['Hello'], BBBBBB: ['Later'], CCCCCC: ['Never read'] },
  es: { AAAAAA: ['Hola'], BBBBBB: ['Después'], CCCCCC: ['Nunca leído'] },
};

let dir: string;
let plugin: ChunkCatalogsPlugin;

function build(): Promise<webpack.Stats> {
  plugin = new ChunkCatalogsPlugin({ directory: path.join(dir, 'locales'), languages: ['en', 'es'] });
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { main: './main.js' },
    output: {
      path: path.join(dir, 'dist'),
      filename: 'assets/[name].[contenthash:6].js',
      chunkFilename: 'assets/[id].[contenthash:6].js',
      publicPath: '',
      library: { type: 'commonjs2' },
      clean: true,
    },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) =>
      err || !stats ? reject(err) : stats.hasErrors() ? reject(stats.toString()) : resolve(stats),
    ),
  );
}

const files = (sub: string) => readdirSync(path.join(dir, 'dist', sub));
const json = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, 'dist', file), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'chunk-catalogs-'));
  mkdirSync(path.join(dir, 'locales'));
  for (const [language, messages] of Object.entries(MESSAGES))
    writeFileSync(path.join(dir, 'locales', `${language}.json`), JSON.stringify(messages));
  // The entry reads AAAAAA; the lazy chunk reads BBBBBB; CCCCCC is in a catalogue nobody reads,
  // which the minifier drops (a pure call), so no catalog carries it.
  writeFileSync(
    path.join(dir, 'main.js'),
    [
      `const seen = [];`,
      `__webpack_require__.i18n.l = (chunkId) => { seen.push(__webpack_require__.i18n.u(chunkId, 'es')); return Promise.resolve(); };`,
      `export const first = { id: "AAAAAA" };`,
      `export const later = () => import('./later.js').then((m) => ({ text: m.text, seen }));`,
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'later.js'),
    [
      `const make = (m) => Object.freeze(m);`,
      `export const text = { id: "BBBBBB" };`,
      `const unread = /*#__PURE__*/ make({ id: "CCCCCC" });`,
    ].join('\n'),
  );
  await build();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('messages per chunk and language', () => {
  test('When the build runs, Then each chunk has a catalog per language holding exactly the messages its script reads', () => {
    const catalogs = files('assets/i18n');
    expect(catalogs).toHaveLength(4);
    const [main] = files('assets').filter((f) => f.startsWith('main.'));
    const byScript = plugin.catalogsOfScript.get(`assets/${main}`)!;
    expect(json(byScript.en!)).toEqual({ AAAAAA: ['Hello'] });
    expect(json(byScript.es!)).toEqual({ AAAAAA: ['Hola'] });
    const lazy = [...plugin.catalogsOfScript.entries()].find(([script]) => !script.includes('main.'))!;
    expect(json(lazy[1].en!)).toEqual({ BBBBBB: ['Later'] });
    expect(json(lazy[1].es!)).toEqual({ BBBBBB: ['Después'] });
    // A language's files carry its own words only, and a text no code reads is in none of them.
    for (const file of catalogs) {
      expect(readFileSync(path.join(dir, 'dist/assets/i18n', file), 'utf8')).not.toContain('CCCCCC');
      if (file.includes('.en.'))
        expect(readFileSync(path.join(dir, 'dist/assets/i18n', file), 'utf8')).not.toMatch(/Hola|Después/);
    }
  });

  test("When a chunk loads, Then the runtime asks the page's loader for that chunk's catalog, at the address the build wrote it", async () => {
    const [main] = files('assets').filter((f) => f.startsWith('main.'));
    const module = { exports: {} as { later: () => Promise<{ text: unknown; seen: string[] }> } };
    const code = readFileSync(path.join(dir, 'dist/assets', main!), 'utf8');
    vm.runInNewContext(code, {
      module,
      exports: module.exports,
      __dirname: path.join(dir, 'dist/assets'),
      require: createRequire(path.join(dir, 'dist/assets/main.js')),
      Promise,
    });
    const { text, seen } = await module.exports.later();
    expect(text).toEqual({ id: 'BBBBBB' });
    const lazy = [...plugin.catalogsOfScript.entries()].find(([script]) => !script.includes('main.'))!;
    expect(seen).toEqual([lazy[1].es]);
  });

  test('When a translation changes, Then every catalog of that language gets a new name and the other language keeps its names', async () => {
    const before = files('assets/i18n');
    writeFileSync(path.join(dir, 'locales', 'es.json'), JSON.stringify({ ...MESSAGES.es, AAAAAA: ['¡Hola!'] }));
    await build();
    const after = files('assets/i18n');
    const es = (list: string[]) => list.filter((f) => f.includes('.es.'));
    const en = (list: string[]) => list.filter((f) => f.includes('.en.'));
    expect(en(after)).toEqual(en(before));
    expect(es(after).some((f) => es(before).includes(f))).toBe(false);
  });
});
