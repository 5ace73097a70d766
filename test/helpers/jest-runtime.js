/**
 * Jest's module runtime, compiling each module as a vm.Script instead of vm.compileFunction.
 *
 * Every test file gets a fresh module registry, so a worker compiles the server and its packages
 * (some 1,700 modules) again for each file. V8 keeps the code it compiled for a Script, keyed by
 * its source, and reuses it in any context of the same process, bytecode of the functions already
 * run included; vm.compileFunction is never served from that cache. Jest 29 compiled modules this
 * way (the same one-line wrapper, so line numbers and source maps are unchanged); Jest 30 moved to
 * compileFunction. Anything the wrapper cannot compile goes to Jest's own compile, which reports it.
 */
const { Script } = require('node:vm');
const Runtime = require('jest-runtime').default;

const WRAPPED = 'Object.<anonymous>';
/** Transformed sources by project, options and file: files do not change while the tests run. */
const transformed = new Map();

class ScriptCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const cache = this.transformCache;
    const jestTransform = cache.transform.bind(cache);
    const project = this._config.id;
    cache.transform = (filename, options) => {
      if (options?.isInternalModule) return jestTransform(filename, options);
      const key = `${project}\0${JSON.stringify(options ?? {})}\0${filename}`;
      let file = transformed.get(key);
      if (!file) {
        jestTransform(filename, options);
        file = cache.transforms.get(filename);
        transformed.set(key, file);
      } else {
        cache.transforms.set(filename, file);
        if (file.sourceMapPath) cache.sourceMaps.set(filename, file.sourceMapPath);
      }
      return file.code;
    };
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
        return jestCompile(source, filename);
      }
      return script.runInContext(context, { filename })[WRAPPED];
    };
  }
}

module.exports = ScriptCachingRuntime;
