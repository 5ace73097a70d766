/**
 * Each chunk's messages in each language, fetched with the chunk (docs/architecture.md §9.9).
 *
 * `npm run i18n` writes every message of the client's code per language (src/locales/client/). The
 * macros leave each message's id in the code, so the ids left in a chunk's shipped script are the
 * messages it can show: this plugin writes them as one small JSON file per chunk and language, and
 * the runtime it adds fetches the page's language's file beside the chunk's script, through
 * webpack's own chunk-loading handlers. A screen downloads exactly the messages of the code it
 * runs, in one language; a chunk loaded later (a dialog opened on a click) brings its own; and a
 * catalogue of texts whose entries no code reads is dropped with them (calls of `translatable` are
 * marked pure for the minifier, webpack/lingui-hashed-ids.ts).
 *
 * A catalog's name is its script's, so it changes whenever the script does, plus a hash of all of
 * the language's texts, so it changes whenever a translation does.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Compilation, RuntimeGlobals, RuntimeModule, sources, type Chunk, type Compiler, type Module } from 'webpack';

const NAME = 'ChunkCatalogsPlugin';

/**
 * A string that may be a message id: the macros (and common/'s ids, webpack/lingui-hashed-ids.ts)
 * write each as a six-character hash, in a descriptor (`id: "…"`) or as `i18n._("…", values)`;
 * only those of the catalogs count.
 */
const MESSAGE_ID = /["'`]([A-Za-z0-9+/]{6})["'`]/g;

type Compiled = Record<string, unknown>;

/** The text of a module as the loaders left it, and of each module inside a concatenated one. */
function moduleSources(module: Module): string[] {
  const inner = (module as Module & { modules?: Iterable<Module> }).modules;
  if (inner) return [...inner].flatMap(moduleSources);
  const source = (module as Module & { originalSource?: () => sources.Source | null }).originalSource?.();
  return source ? [String(source.source())] : [];
}

/** A script's catalog in a language: `assets/87.c158a7.js` -> `assets/i18n/87.c158a7.es.<hash>.json`. */
function catalogOfScript(script: string, language: string, hash: string): string {
  return script.replace(/^assets\//, 'assets/i18n/').replace(/\.js$/, `.${language}.${hash}.json`);
}

/** What the runtime is told, made once the chunks have their ids and modules their hashes. */
interface Plan {
  /** The chunks whose modules hold message ids (their scripts, minified, may hold fewer). */
  chunks: Set<Chunk>;
  /** Language -> a hash of all its texts. */
  hashes: Record<string, string>;
  /** Entry chunk id -> the name its catalog takes its script's from (an entry's script is named by the chunk's name, which the runtime does not know). */
  entries: Record<string, string>;
}

class CatalogRuntimeModule extends RuntimeModule {
  constructor(private readonly plan: () => Plan) {
    // Attached after webpack's own chunk loading has made its table of handlers.
    super('chunk catalogs', RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const { chunks, hashes, entries } = this.plan();
    const withMessages = Object.fromEntries([...chunks].map((chunk) => [chunk.id, 1]));
    const r = RuntimeGlobals.require;
    // c: chunks with messages; h: each language's hash; e: the entry's chunks and their names;
    // u: a chunk's catalog address; l: the page's loader (src/lib/i18n.ts), set before any chunk loads.
    return [
      `${r}.i18n = {`,
      `  c: ${JSON.stringify(withMessages)}, h: ${JSON.stringify(hashes)}, e: ${JSON.stringify(entries)},`,
      `  u: function (chunkId, language) {`,
      `    var i18n = ${r}.i18n, e = i18n.e[chunkId];`,
      `    var script = e ? "assets/" + chunkId + "." + e + ".js" : ${RuntimeGlobals.getChunkScriptFilename}(chunkId);`,
      `    return ${RuntimeGlobals.publicPath} + script.replace(/^assets\\//, "assets/i18n/").replace(/\\.js$/, "." + language + "." + i18n.h[language] + ".json");`,
      `  }`,
      `};`,
      `${RuntimeGlobals.ensureChunkHandlers}.i18n = function (chunkId, promises) {`,
      `  var i18n = ${r}.i18n;`,
      `  if (i18n.l && i18n.c[chunkId]) promises.push(i18n.l(chunkId));`,
      `};`,
    ].join('\n');
  }
}

export class ChunkCatalogsPlugin {
  /** Each emitted script -> language -> its chunk's catalog file (for the bundle report). */
  readonly catalogsOfScript = new Map<string, Record<string, string>>();

  constructor(private readonly options: { directory: string; languages: readonly string[] }) {}

  apply(compiler: Compiler): void {
    const { directory, languages } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      this.catalogsOfScript.clear();
      const files = languages.map((language) => path.join(directory, `${language}.json`));
      for (const file of files) compilation.fileDependencies.add(file);
      const texts = files.map((file) => readFileSync(file, 'utf8'));
      const messages: Record<string, Compiled> = Object.fromEntries(
        languages.map((language, i) => [language, JSON.parse(texts[i]!) as Compiled]),
      );
      const hashes = Object.fromEntries(
        languages.map((language, i) => [language, createHash('sha256').update(texts[i]!).digest('hex').slice(0, 8)]),
      );
      const known = messages[languages[0]!]!;
      const idsIn = (text: string) => [...text.matchAll(MESSAGE_ID)].map((m) => m[1]!).filter((id) => id in known);
      const hasIds = new WeakMap<Module, boolean>();
      const moduleHasIds = (module: Module) => {
        let has = hasIds.get(module);
        if (has === undefined) {
          has = moduleSources(module).some((text) => idsIn(text).length > 0);
          hasIds.set(module, has);
        }
        return has;
      };

      let plan: Plan | undefined;
      const planOf = (): Plan => {
        if (plan) return plan;
        const { chunkGraph } = compilation;
        const chunks = new Set<Chunk>();
        const entries: Record<string, string> = {};
        for (const chunk of compilation.chunks) {
          // The runtime's own modules (this one among them) are not the code's.
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)].filter((m) => !(m instanceof RuntimeModule));
          if (!modules.some(moduleHasIds)) continue;
          chunks.add(chunk);
          if (chunk.canBeInitial()) {
            // The entry's catalog is named after its modules as built (their hashes follow their
            // code and which of their exports are used), which decide what its script keeps.
            const hash = createHash('sha256');
            for (const module of modules.sort((a, b) => a.identifier().localeCompare(b.identifier())))
              hash.update(`${module.identifier()}\0${chunkGraph.getModuleHash(module, chunk.runtime)}\0`);
            entries[String(chunk.id)] = hash.digest('hex').slice(0, 6);
          }
        }
        plan = { chunks, hashes, entries };
        return plan;
      };

      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.getChunkScriptFilename);
        set.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new CatalogRuntimeModule(planOf));
      });

      // After minification, so that a catalog holds the ids its script still has; before the
      // compression of the assets, so that catalogs get their Brotli copies too.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const { chunks, entries } = planOf();
          for (const chunk of chunks) {
            const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
            const ids = new Set<string>();
            for (const script of scripts) {
              const asset = compilation.getAsset(script);
              if (asset) for (const id of idsIn(String(asset.source.source()))) ids.add(id);
            }
            const order = [...ids].sort();
            const entry = entries[String(chunk.id)];
            const name = entry ? `assets/${chunk.id}.${entry}.js` : scripts[0];
            if (!name) continue;
            const catalogs: Record<string, string> = {};
            for (const language of languages) {
              const file = catalogOfScript(name, language, hashes[language]!);
              const json = JSON.stringify(Object.fromEntries(order.map((id) => [id, messages[language]![id]])));
              compilation.emitAsset(file, new sources.RawSource(json));
              chunk.auxiliaryFiles.add(file);
              catalogs[language] = file;
            }
            for (const script of scripts) this.catalogsOfScript.set(script, catalogs);
          }
        },
      );
    });
  }
}
