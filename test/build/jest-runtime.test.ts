/**
 * test/helpers/jest-runtime.js reaches into Jest's internals (its module executor, its transform
 * cache, Runtime's teardown) and falls back to Jest's own code where they are not as expected. A
 * Jest upgrade that changed them would only make the suite slower, unseen: this file fails instead.
 * It runs under that runtime, which records on each test file's global what it could patch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RuntimeStatus {
  transforms: boolean;
  scripts: boolean;
  storages: boolean;
  compiled: { scripts: number; jest: number };
  transformsKept(): number;
}

const status = (globalThis as Record<symbol, unknown>)[Symbol.for('portal.jestRuntime')] as RuntimeStatus | undefined;

describe('The worker-caching Jest runtime', () => {
  test('Then every project runs under it, this file included', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { projects } = require('../../jest.config.js') as { projects: { runtime?: string }[] };
    expect(projects.map((p) => p.runtime)).toEqual(projects.map(() => '<rootDir>/test/helpers/jest-runtime.js'));
    expect(status).toBeDefined();
  });

  test("When Jest transforms a module, Then the worker keeps the transformed source (Jest's transform cache is as expected)", () => {
    expect(status?.transforms).toBe(true);
    expect(status?.transformsKept()).toBeGreaterThan(0);
  });

  test("When Jest loads a module, Then it is compiled as a Script whose code the worker's files share (Jest's executor is as expected)", () => {
    expect(status?.scripts).toBe(true);
    expect(status?.compiled.scripts).toBeGreaterThan(0);
  });

  test('When a test file ends, Then the storages it made are disabled (Runtime has its teardown)', () => {
    expect(status?.storages).toBe(true);
    expect(new AsyncLocalStorage()).toBeInstanceOf(AsyncLocalStorage);
    expect(AsyncLocalStorage.name).toBe('FileAsyncLocalStorage');
  });
});
