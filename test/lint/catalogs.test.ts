/**
 * Message catalogs (docs/architecture.md §9.9): every text of the code is in every language's
 * catalog, translated, and compiled from its PO file; and the client's bundles (the frame's and
 * each screen chunk's messages, from the imports) are written from them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'scripts/i18n.mjs');

function check(cwd: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [script, '--check'], { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('message catalogs', () => {
  test('When the catalogs are checked, Then every message of the code is in every language, translated and compiled', () => {
    const { status, output } = check(root);
    expect(output).toMatch(/catalogs up to date/);
    expect(status).toBe(0);
  });

  describe('a project with one catalog (planted)', () => {
    let dir: string;
    const po = (locale: string, entries: [string, string][]) =>
      [
        'msgid ""',
        'msgstr ""',
        `"Language: ${locale}\\n"`,
        '',
        ...entries.flatMap(([id, text]) => ['#. js-lingui-explicit-id', `msgid "${id}"`, `msgstr "${text}"`, '']),
      ].join('\n');
    const write = (es: [string, string][]) => {
      writeFileSync(
        path.join(dir, 'lib/locales/en.po'),
        po('en', [
          ['Hello', 'Hello'],
          ['Bye', 'Bye'],
        ]),
      );
      writeFileSync(path.join(dir, 'lib/locales/es.po'), po('es', es));
    };

    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'catalogs-'));
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      mkdirSync(path.join(dir, 'lib/locales'), { recursive: true });
      writeFileSync(
        path.join(dir, 'lingui.config.js'),
        `module.exports = { sourceLocale: 'en', locales: ['en', 'es'], catalogs: [{ path: '<rootDir>/lib/locales/{locale}', include: ['<rootDir>/lib'] }] };`,
      );
      writeFileSync(
        path.join(dir, 'lib/texts.ts'),
        `import { i18n } from '@lingui/core';\nexport const a = () => i18n._('Hello');\nexport const b = () => i18n._('Bye');\n`,
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test('When a message of the code is missing from the Spanish catalog, Then the check fails naming it', () => {
      write([['Hello', 'Hola']]);
      const { status, output } = check(dir);
      expect(status).toBe(1);
      expect(output).toMatch(/lib \(es\): 1 not in the catalog: "Bye"/);
    });

    test('When a Spanish entry is untranslated, Then the check fails naming it', () => {
      write([
        ['Hello', 'Hola'],
        ['Bye', ''],
      ]);
      const { status, output } = check(dir);
      expect(status).toBe(1);
      expect(output).toMatch(/lib \(es\): 1 untranslated: "Bye"/);
    });

    test('When every entry is translated and compiled, Then the check passes', () => {
      write([
        ['Hello', 'Hola'],
        ['Bye', 'Adiós'],
      ]);
      execFileSync(process.execPath, [script], { cwd: dir });
      const { status, output } = check(dir);
      expect(output).toMatch(/1 catalogs up to date/);
      expect(status).toBe(0);
      expect(readFileSync(path.join(dir, 'lib/locales/es.ts'), 'utf8')).toContain('Adiós');
    });
  });
});
