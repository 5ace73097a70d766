/**
 * Jest's module runtime, with the work each test file repeats done once per worker.
 *
 * Every test file gets a fresh module registry, so a worker loads the server and its packages
 * (some 1,700 modules) again for each file:
 * - Compiling: V8 keeps the code it compiled for a vm.Script, keyed by its source, and reuses it in
 *   any context of the same process (with the bytecode of the functions already run); Jest 30's
 *   vm.compileFunction is never served from that cache. Modules are compiled as Jest 29 compiled
 *   them: a Script of the same one-line wrapper, so line numbers and source maps are unchanged.
 * - Transforming: each file's transformed source is read from Jest's cache once per worker, not
 *   once per test file (sources do not change while the tests run).
 * - Async context: every AsyncLocalStorage a test file created (the server's, Jest's own test
 *   context, a client library's) is disabled when the file ends. Node 20 keeps each enabled storage
 *   in one process-wide list that every new promise walks, so a worker 40 files in ran the same
 *   promise-heavy code 7 times slower than a fresh one.
 * Where Jest's internals are not as expected (another version), or a source does not compile in
 * the wrapper, Jest's own code runs and reports as usual; what was patched is set on each test
 * file's global under Symbol.for('portal.jestRuntime'), and test/build/jest-runtime.test.ts fails
 * when a part no longer applies. Its gain is measured in docs/BENCHMARKS.md.
 */
const asyncHooks = require('node:async_hooks');
const { Script } = require('node:vm');
const Runtime = require('jest-runtime').default;

/** Storages created since the running test file started (files run one after another in a worker). */
const storagesOfFile = new Set();
const BaseStorage = asyncHooks.AsyncLocalStorage;
asyncHooks.AsyncLocalStorage = class FileAsyncLocalStorage extends BaseStorage {
  constructor(...args) {
    super(...args);
    storagesOfFile.add(this);
  }
};

const WRAPPED = 'Object.<anonymous>';
const STATUS = Symbol.for('portal.jestRuntime');
/** Modules this worker compiled as Scripts, and those left to Jest (a source the wrapper cannot hold). */
const compiled = { scripts: 0, jest: 0 };
/** Transformed sources by project, options and file. */
const transformed = new Map();

/** Serves a worker's transformed sources from memory after the first read. */
function rememberTransforms(cache, project) {
  if (typeof cache?.transform !== 'function' || !(cache.transforms instanceof Map)) return false;
  const jestTransform = cache.transform.bind(cache);
  cache.transform = (filename, options) => {
    if (options?.isInternalModule) return jestTransform(filename, options);
    const key = `${project}\0${JSON.stringify(options ?? {})}\0${filename}`;
    const known = transformed.get(key);
    if (known) {
      cache.transforms.set(filename, known);
      if (known.sourceMapPath) cache.sourceMaps?.set(filename, known.sourceMapPath);
      return known.code;
    }
    const code = jestTransform(filename, options);
    const file = cache.transforms.get(filename);
    if (file?.code === code) transformed.set(key, file);
    return code;
  };
  return true;
}

/** Compiles modules as Scripts, whose code V8 shares between the worker's test files. */
function compileAsScripts(executor) {
  const shaped =
    typeof executor?.compile === 'function' &&
    Array.isArray(executor.injectedModuleParameters) &&
    typeof executor.dynamicImport === 'function' &&
    typeof executor.environment?.getVmContext === 'function';
  if (!shaped) return false;
  const jestCompile = executor.compile.bind(executor);
  executor.compile = (source, filename) => {
    const context = executor.environment.getVmContext();
    if (context == null) return null;
    let script;
    try {
      script = new Script(`({"${WRAPPED}":function(${executor.injectedModuleParameters.join(',')}){${source}\n}});`, {
        filename,
        importModuleDynamically: async (specifier, _script, attributes, phase) =>
          executor.dynamicImport(specifier, filename, context, attributes, phase),
      });
    } catch {
      compiled.jest += 1;
      return jestCompile(source, filename);
    }
    compiled.scripts += 1;
    return script.runInContext(context, { filename })[WRAPPED];
  };
  return true;
}

class WorkerCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    storagesOfFile.clear();
    const status = {
      transforms: rememberTransforms(this.transformCache, this._config?.id),
      scripts: compileAsScripts(this.executor),
      storages: typeof Runtime.prototype.teardown === 'function',
      compiled,
      transformsKept: () => transformed.size,
    };
    // The environment (Runtime's second argument), whose global is the test file's.
    const global = args[1]?.global;
    if (global) Object.defineProperty(global, STATUS, { value: status });
  }

  teardown() {
    super.teardown();
    for (const storage of storagesOfFile) storage.disable();
    storagesOfFile.clear();
  }
}

module.exports = WorkerCachingRuntime;
