/**
 * What a production install carries (`npm ci --omit=dev` beside a built dist/): the packages in
 * `dependencies` are the ones the server, the code it shares with the client (common/) and the
 * scripts a production machine runs import at run time. A package only the client bundle imports
 * (React, Bootstrap, the router…) is a devDependency, since webpack has already put it into
 * dist/client; a package the server imports must not be one, or the production server cannot start.
 * Lighthouse is installed by `npm run lighthouse` itself, never with the project's packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

/** The scripts a production machine runs (`npm start`, `npm run cli`) and the modules they import. */
const PRODUCTION_SCRIPTS = ['scripts/start.mjs', 'scripts/cli.mjs', 'scripts/run.mjs', 'scripts/build-state.mjs'];

/** Packages server code loads only when it runs from its TypeScript sources, never from dist/. */
const SOURCES_ONLY: Record<string, string> = {
  esbuild: 'server/untrusted/worker-bundle.ts bundles the file worker when the server runs from its sources',
};

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(name);
    return /\.(tsx?|mjs|cjs|js|scss)$/.test(entry.name) ? [name] : [];
  });
}

/** What the production build leaves out (tsconfig.build.json): tests and test helpers. */
const notBuilt = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-[^/]*$/.test(file);

/** The package a bare specifier names ('@scope/name/sub' -> '@scope/name'); null for paths and built-ins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** The modules a file loads at run time: imports and re-exports that are not type-only, require(), import(). */
function runtimeSpecifiers(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.scss'))
    return [...text.matchAll(/@(?:use|import|forward)\s+['"]~?([^'"]+)['"]/g)].map((m) => m[1]!);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword || /^(require|require\.resolve)$/.test(callee.getText(source));
      if (loads) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each package the given files load at run time, with the first file that does. */
function packagesLoadedBy(list: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of list)
    for (const specifier of runtimeSpecifiers(file)) {
      const name = packageOf(specifier);
      if (name && !used.has(name)) used.set(name, file);
    }
  return used;
}

describe('The packages of a production install', () => {
  const production = packagesLoadedBy([
    ...[...files('server'), ...files('common')].filter((f) => !notBuilt(f)),
    ...PRODUCTION_SCRIPTS,
  ]);
  const client = packagesLoadedBy(files('src').filter((f) => !notBuilt(f)));

  test('Then the check finds what the server and the client import (its parsing still works)', () => {
    expect([...production.keys()]).toEqual(expect.arrayContaining(['express', 'kysely', 'pino', 'zod']));
    expect([...client.keys()]).toEqual(expect.arrayContaining(['react', 'react-dom', 'bootstrap']));
    expect(production.has('react')).toBe(false);
  });

  test('When a package is in dependencies, Then the server, common/ or a production script loads it', () => {
    const clientOnly = Object.keys(pkg.dependencies)
      .filter((name) => !production.has(name))
      .map((name) => `${name}${client.has(name) ? ` (only the client, ${client.get(name)})` : ' (nothing)'}`);
    expect(clientOnly).toEqual([]);
  });

  test('When the server, common/ or a production script loads a package, Then a production install has it', () => {
    const installed = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.optionalDependencies ?? {})]);
    const missing = [...production]
      .filter(([name]) => !installed.has(name) && !(name in SOURCES_ONLY))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  test('Then Lighthouse is not among them, nor among the development packages: its own script installs it', () => {
    expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })).not.toContain('lighthouse');
    // The script installs one exact release, the one docs/BENCHMARKS.md was measured with.
    const script = readFileSync(path.join(root, 'scripts/lighthouse-package.mjs'), 'utf8');
    expect(script).toMatch(/const LIGHTHOUSE_VERSION = '\d+\.\d+\.\d+';/);
  });
});
