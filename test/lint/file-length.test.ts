/**
 * Source files stay at one idea each: a file past 300 lines says why at its top, in its opening
 * comment ("Past 300 lines because …"), or is split. Migrations are frozen and left out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const LIMIT = 300;

/** The opening block comment of a source file, or '' when it opens with code. */
function openingComment(text: string): string {
  return /^\s*\/\*\*?([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
}

/** Files over the limit whose opening comment does not say why. */
function unexplainedLongFiles(files: { name: string; text: string }[]): string[] {
  return files
    .filter((f) => f.text.split('\n').length > LIMIT && !/Past 300 lines because/.test(openingComment(f.text)))
    .map((f) => f.name);
}

describe('Files past 300 lines', () => {
  test('When a long file has no reason at its top, Then the check names it (and passes one that says why)', () => {
    const long = Array.from({ length: LIMIT + 5 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(
      unexplainedLongFiles([
        { name: 'silent.ts', text: `/** A module. */\n${long}` },
        { name: 'explained.ts', text: `/**\n * A module.\n * Past 300 lines because it must be.\n */\n${long}` },
        { name: 'short.ts', text: 'export const a = 1;\n' },
      ]),
    ).toEqual(['silent.ts']);
  });

  test('When the project is checked, Then every source file past 300 lines says why at its top', () => {
    const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.startsWith('public/') && !f.includes('/migrations/'));
    const files = tracked.flatMap((name) => {
      try {
        return [{ name, text: readFileSync(path.join(root, name), 'utf8') }];
      } catch {
        return []; // deleted in the working tree
      }
    });
    expect(files.length).toBeGreaterThan(100);
    expect(unexplainedLongFiles(files)).toEqual([]);
  });
});
