/**
 * The lint rules that keep the module graph one-way and the features apart: each planted case is
 * linted with the project's own configuration (eslint.config.mjs), as `npm run lint` does.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface Finding {
  ruleId: string | null;
  severity: number;
  message: string;
}

/** Lints files in one eslint run (its configuration and module graph load once): findings by file, and the exit code. */
function lint(files: string[]): Promise<{ findings: Map<string, Finding[]>; exitCode: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [eslintBin, '--format', 'json', ...files], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      try {
        const results = JSON.parse(stdout) as { filePath: string; messages: Finding[] }[];
        resolve({ findings: new Map(results.map((r) => [r.filePath, r.messages])), exitCode });
      } catch {
        reject(new Error(`eslint printed no report (exit ${exitCode}): ${stderr}`));
      }
    });
  });
}

/** The server's layers below the features (docs/architecture.md §1). */
const LAYERS = ['db', 'lib', 'http', 'untrusted', 'providers'];

/** A function of 151 lines: one over the limit for server code. */
const longFunction = `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(148)}  return n;\n}\n`;

const rules = (findings: Finding[]) => findings.map((f) => f.ruleId);
/** What makes lint fail: an error, not a warning. */
const errors = (findings: Finding[]) => findings.filter((f) => f.severity === 2).map((f) => f.ruleId);

describe('import rules (npm run lint)', () => {
  // Each planted case sits where its rule applies, in folders removed afterwards.
  const layerDirs = Object.fromEntries(
    LAYERS.map((layer) => [layer, mkdtempSync(path.join(root, 'server', layer, 'lint-fixture-'))] as const),
  );
  const dirs = {
    cycle: mkdtempSync(path.join(root, 'src', 'lint-fixture-')),
    server: mkdtempSync(path.join(root, 'server/features/saved', 'lint-fixture-')),
    content: mkdtempSync(path.join(root, 'server/features/content', 'lint-fixture-')),
    client: mkdtempSync(path.join(root, 'src/features/jobs', 'lint-fixture-')),
  };
  const planted: Record<string, [dir: string, name: string, text: string]> = {
    a: [dirs.cycle, 'a.ts', "import { b } from './b';\nexport const a = () => b();\n"],
    b: [dirs.cycle, 'b.ts', "import { a } from './a';\nexport const b = () => a;\n"],
    c: [dirs.cycle, 'c.ts', "export const c = () => import('./d');\n"],
    d: [dirs.cycle, 'd.ts', "import { c } from './c';\nexport const d = c;\n"],
    otherRepository: [
      dirs.server,
      'other.ts',
      "import type { JobsRepository } from '../../jobs/jobs.repository';\nexport type R = JobsRepository;\n",
    ],
    ownRepository: [
      dirs.server,
      'own.ts',
      "import type { SavedRepository } from '../saved.repository';\nexport type R = SavedRepository;\n",
    ],
    declaredFeature: [
      dirs.server,
      'declared.ts',
      "import type { JobsService } from '../../jobs/jobs.service';\nexport type S = JobsService;\n",
    ],
    undeclaredFeature: [
      dirs.content,
      'undeclared.ts',
      "import type { JobsService } from '../../jobs/jobs.service';\nexport type S = JobsService;\n",
    ],
    longFunction: [dirs.server, 'long.ts', longFunction],
    longRoutes: [dirs.server, 'long.routes.ts', longFunction],
    ...Object.fromEntries(
      LAYERS.map((layer) => [
        layer,
        [
          layerDirs[layer]!,
          'feature.ts',
          "import type { ContentService } from '../../features/content/content.service';\nexport type C = ContentService;\n",
        ],
      ]),
    ),
    otherInternals: [
      dirs.client,
      'inside.ts',
      "import { unsaveJob } from '../../saved/api';\nexport const remove = unsaveJob;\n",
    ],
    otherEntry: [
      dirs.client,
      'entry.ts',
      "import { unsaveJob } from '../../saved';\nexport const remove = unsaveJob;\n",
    ],
  };
  const file = (key: string) => path.join(planted[key]![0], planted[key]![1]);
  let run: Awaited<ReturnType<typeof lint>>;
  const findingsOf = (key: string) => run.findings.get(file(key)) ?? [];

  beforeAll(async () => {
    for (const [dir, name, text] of Object.values(planted)) writeFileSync(path.join(dir, name), text);
    const linted = [
      'a',
      'd',
      'otherRepository',
      'ownRepository',
      'declaredFeature',
      'undeclaredFeature',
      ...LAYERS,
      'longFunction',
      'longRoutes',
      'otherInternals',
      'otherEntry',
    ];
    run = await lint(linted.map(file));
    expect([...run.findings.keys()].sort()).toEqual(linted.map(file).sort());
  }, 120_000);
  afterAll(() => {
    for (const dir of [...Object.values(dirs), ...Object.values(layerDirs)])
      rmSync(dir, { recursive: true, force: true });
  });

  test('When two modules import each other, Then lint fails with import/no-cycle', () => {
    expect(errors(findingsOf('a'))).toContain('import/no-cycle');
    expect(run.exitCode).toBe(1);
  });

  test('When the cycle goes through a dynamic import(), Then it is still a cycle', () => {
    expect(rules(findingsOf('d'))).toContain('import/no-cycle');
  });

  test("When a server feature imports another feature's repository, Then lint fails; its own repository is fine", () => {
    const other = findingsOf('otherRepository');
    expect(rules(other)).toEqual(['import/no-restricted-paths']);
    expect(other[0]!.message).toContain('never its repository');
    expect(errors(other)).toEqual(['import/no-restricted-paths']);
    expect(rules(findingsOf('ownRepository'))).toEqual([]);
  });

  test.each(LAYERS)('When server/%s imports a feature, Then lint fails', (layer) => {
    const found = findingsOf(layer);
    expect(errors(found)).toEqual(['import/no-restricted-paths']);
    expect(found[0]!.message).toContain('never import a feature');
  });

  test('When a feature imports another that the feature map does not declare for it, Then lint fails; a declared one is fine', () => {
    const found = findingsOf('undeclaredFeature');
    expect(errors(found)).toEqual(['import/no-restricted-paths']);
    expect(found[0]!.message).toContain('content may import only translations (server/features/feature-map.mjs)');
    expect(rules(findingsOf('declaredFeature'))).toEqual([]);
  });

  test('When a server function is over 150 lines, Then lint fails; a route table may be longer', () => {
    expect(errors(findingsOf('longFunction'))).toEqual(['max-lines-per-function']);
    expect(rules(findingsOf('longRoutes'))).toEqual([]);
  });

  test('When a long function is let through, Then it is one of at most five, each with its reason, in a file that exists', () => {
    const listed = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "console.log(JSON.stringify((await import('./eslint.config.mjs')).LONG_FUNCTIONS))",
        ],
        { cwd: root, encoding: 'utf8' },
      ),
    ) as { file: string; why: string }[];
    expect(listed.length).toBeLessThanOrEqual(5);
    for (const { file, why } of listed) {
      expect(existsSync(path.join(root, file))).toBe(true);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  test("When a client feature imports another feature's internals (its API calls), Then lint fails; its index is fine", () => {
    const inside = findingsOf('otherInternals');
    expect(rules(inside)).toEqual(['import/no-restricted-paths']);
    expect(errors(inside)).toEqual(['import/no-restricted-paths']);
    expect(rules(findingsOf('otherEntry'))).toEqual([]);
  });
});
