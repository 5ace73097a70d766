/**
 * The lint rules that keep the module graph one-way and the features apart: each planted case is
 * linted with the project's own configuration (eslint.config.mjs), as `npm run lint` does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface Finding {
  ruleId: string | null;
  severity: number;
  message: string;
}

/** Lints a file on disk, or `text` as if it were that file; the findings and eslint's exit code. */
function lint(file: string, text?: string): Promise<{ findings: Finding[]; exitCode: number | null }> {
  const args = [
    eslintBin,
    '--format',
    'json',
    ...(text === undefined ? [file] : ['--stdin', '--stdin-filename', file]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      try {
        const results = JSON.parse(stdout) as { messages: Finding[] }[];
        resolve({ findings: results.flatMap((r) => r.messages), exitCode });
      } catch {
        reject(new Error(`eslint printed no report (exit ${exitCode}): ${stderr}`));
      }
    });
    child.stdin.end(text ?? '');
  });
}

const rules = (findings: Finding[]) => findings.map((f) => f.ruleId);

describe('import rules (npm run lint)', () => {
  let dir: string;
  beforeAll(() => {
    // Inside src/, where the rules apply; removed afterwards.
    dir = mkdtempSync(path.join(root, 'src', 'lint-fixture-'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    writeFileSync(path.join(dir, 'c.ts'), "export const c = () => import('./d');\n");
    writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('When two modules import each other, Then lint fails with import/no-cycle', async () => {
    const { findings, exitCode } = await lint(path.join(dir, 'a.ts'));
    expect(rules(findings)).toContain('import/no-cycle');
    expect(exitCode).toBe(1);
  });

  test('When the cycle goes through a dynamic import(), Then it is still a cycle', async () => {
    const { findings } = await lint(path.join(dir, 'd.ts'));
    expect(rules(findings)).toContain('import/no-cycle');
  });

  test("When a server feature imports another feature's repository, Then lint fails; its own repository is fine", async () => {
    const other = await lint(
      'server/features/content/planted.ts',
      "import type { SavedRepository } from '../saved/saved.repository';\nexport type R = SavedRepository;\n",
    );
    expect(rules(other.findings)).toEqual(['import/no-restricted-paths']);
    expect(other.findings[0]!.message).toContain('never its repository');
    expect(other.exitCode).toBe(1);
    const own = await lint(
      'server/features/content/planted.ts',
      "import type { ContentRepository } from './content.repository';\nexport type R = ContentRepository;\n",
    );
    expect(rules(own.findings)).toEqual([]);
  });

  test("When a client feature imports another feature's internals (its API calls), Then lint fails; its index is fine", async () => {
    const inside = await lint(
      'src/features/jobs/planted.ts',
      "import { unsaveJob } from '../saved/api';\nexport const remove = unsaveJob;\n",
    );
    expect(rules(inside.findings)).toEqual(['import/no-restricted-paths']);
    expect(inside.exitCode).toBe(1);
    const entry = await lint(
      'src/features/jobs/planted.ts',
      "import { unsaveJob } from '../saved';\nexport const remove = unsaveJob;\n",
    );
    expect(rules(entry.findings)).toEqual([]);
  });
});
