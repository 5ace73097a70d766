/**
 * Every reference resolves inside the repository: a comment citing `docs/<page>.md §N` finds that
 * page and a heading numbered N, nothing cites the outside documents the handbook replaced, and the
 * handbook's relative links lead to files and headings that exist (test/lint/doc-references.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findReferenceProblems, headingAnchors, headingNumbers, type SourceFile } from './doc-references';

const root = path.resolve(__dirname, '../..');

/** What is scanned: the code, the tests, the tools and the handbook. */
const SCANNED = [
  'server',
  'src',
  'common',
  'test',
  'bench',
  'scripts',
  'docs',
  'README.md',
  'CONTRIBUTING.md',
  'eslint.config.mjs',
  'webpack',
  'webpack.config.ts',
];
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|scss|html|json|jsonc)$/;

function readOrNull(name: string): string | null {
  try {
    return readFileSync(path.join(root, name), 'utf8');
  } catch {
    return null;
  }
}

/** Tracked and new files under SCANNED (git's list: never node_modules, dist or .git). */
function scannedFiles(): SourceFile[] {
  const names = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...SCANNED], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((name) => TEXT.test(name) && !name.startsWith('test/fixtures/'));
  return names.flatMap((name) => {
    const text = readOrNull(name);
    return text === null ? [] : [{ name, text }];
  });
}

/** A fake repository for the planted cases. */
const PAGES: Record<string, string> = {
  'docs/product.md': '# Product\n\n## 1. Who\n\n### 1.1 People\n\n## 2. Screens and `/verify`\n\n### 2.4.1 Search\n',
  'docs/api.md': '# API\n\n## 3. Errors\n\nSee §3 and product.md §1.1.\n',
};
const read = (name: string) => PAGES[name] ?? null;
const check = (name: string, text: string) => findReferenceProblems([{ name, text }], read);
// Written in pieces, so this file itself holds no dangling reference for the check to find.
const section = (n: string) => `§${n}`;
const legacy = (name: string) => `${name} ${section('2')}`;
const page = (name: string) => `docs/${name}.md`;

describe('References to the handbook', () => {
  test('When a page has numbered headings, Then their numbers and anchors are what a reference and a link name', () => {
    expect([...headingNumbers(PAGES['docs/product.md']!)]).toEqual(['1', '1.1', '2', '2.4.1']);
    expect(headingAnchors(PAGES['docs/product.md']!)).toContain('2-screens-and-verify');
    expect(headingAnchors('## Café menu\n## Café menu\n')).toEqual(new Set(['café-menu', 'café-menu-1']));
  });

  test('When a comment cites a section that exists, Then nothing is found', () => {
    expect(
      check('server/a.ts', `// docs/product.md ${section('1.1')}, ${section('2')} and ${section('2.4.1')}`),
    ).toEqual([]);
    expect(check('docs/api.md', PAGES['docs/api.md']!)).toEqual([]);
  });

  test('When a comment cites a missing section or page, Then the check names the file and line', () => {
    const text = `// fine\n/** See docs/product.md ${section('42')}. */\n// docs/product.md ${section('1')}–${section('7')}\n// ${page('nowhere')} ${section('1')}\n`;
    expect(check('src/b.tsx', text)).toEqual([
      { file: 'src/b.tsx', line: 2, message: 'docs/product.md has no section 42' },
      { file: 'src/b.tsx', line: 3, message: 'docs/product.md has no section 7' },
      { file: 'src/b.tsx', line: 4, message: `${page('nowhere')} does not exist` },
    ]);
  });

  test('When code cites the documents that lived outside the repository, Then each citation is found', () => {
    const found = check('common/c.ts', `// ${legacy('SPEC')}\n// ${legacy('ARCHITECTURE')}\n`);
    expect(found.map((f) => f.line)).toEqual([1, 2]);
    expect(found[0]!.message).toMatch(/outside the repository/);
  });

  test('When a page of docs/ cites its own or a sibling section that does not exist, Then it is found', () => {
    expect(check('docs/api.md', `## 3. Errors\n\nSee ${section('4')} and product.md ${section('9')}.\n`)).toEqual([
      { file: 'docs/api.md', line: 3, message: 'docs/product.md has no section 9' },
      { file: 'docs/api.md', line: 3, message: '§4 is not a section of docs/api.md' },
    ]);
  });

  test('When the handbook links to a file or heading that does not exist, Then the link is found', () => {
    const readme = [
      '[product](docs/product.md#11-people) [api](docs/api.md) [site](https://example.com) [top](#readme)',
      `[gone](${page('gone')}) [bad anchor](docs/product.md#9-nothing)`,
      '`[not a link](nowhere.md)`',
      '# Readme',
    ].join('\n');
    expect(check('README.md', readme)).toEqual([
      { file: 'README.md', line: 2, message: `${page('gone')} does not exist` },
      { file: 'README.md', line: 2, message: `the link to ${page('gone')} leads to no file (${page('gone')})` },
      {
        file: 'README.md',
        line: 2,
        message: 'the link to docs/product.md#9-nothing names no heading of docs/product.md',
      },
    ]);
  });

  test('When the repository is checked, Then every reference and link resolves', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => f.name === 'docs/product.md')).toBe(true);
    const findings = findReferenceProblems(files, readOrNull).map((f) => `${f.file}:${f.line}: ${f.message}`);
    expect(findings).toEqual([]);
  });
});
