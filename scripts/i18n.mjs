/**
 * Message catalogs with Lingui's own extractor and compiler (docs/architecture.md §9.9):
 *
 *   npm run i18n                    extract every catalog, then compile each (PO -> locales/*.ts)
 *   npm run i18n -- jobs saved      only these catalogs (a feature, server, src, common/<module>,
 *                                   or common for all of common/'s)
 *   npm run i18n -- --check         change nothing; fail when a catalog is out of date with the
 *                                   code, a language lacks a translation, or a compiled file is stale
 *
 * It also writes every message of the client's code per language (src/locales/client/, which the
 * build splits by chunk: webpack/chunk-catalogs.ts) and the list of catalogs the server loads
 * (server/locales/catalogs.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import prettier from 'prettier';

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--'));

const config = getConfig({ cwd: process.cwd() });
/** A catalog's name: a feature folder's, `src` (the client's frame), `server`, or `common/<module>`. */
function nameOf(catalog) {
  const dir = path.relative(config.rootDir, catalog.path).split(path.sep).join('/');
  const common = /^common\/locales\/([^/]+)\//.exec(dir);
  if (common) return `common/${common[1]}`;
  return path.basename(path.dirname(path.dirname(dir)));
}
const folder = nameOf;
const allCatalogs = await getCatalogs(config);
const catalogs = allCatalogs.filter(
  (catalog) => only.length === 0 || only.includes(nameOf(catalog)) || only.includes(nameOf(catalog).split('/')[0]),
);

/** The compiled module of one language: untranslated entries fall back to English. */
function compiled(catalog, locale, messages, namespace = 'ts') {
  const translations = Object.fromEntries(
    Object.entries(messages).map(([id, entry]) => {
      const text = entry.translation || (locale === config.sourceLocale ? entry.message || id : '');
      return [id, text || messages[id].message || id];
    }),
  );
  const { source, errors } = createCompiledCatalog(locale, translations, { namespace, strict: false });
  if (errors.length) throw new Error(`${catalog.path} (${locale}): ${errors.map((e) => e.message).join('; ')}`);
  return source;
}

/** Compiled messages of one language as JSON, one entry a line in id order (small, readable diffs). */
function compiledJson(locale, messages) {
  const json = JSON.parse(compiled({ path: 'client' }, locale, messages, 'json')).messages;
  const ids = Object.keys(json).sort();
  return `{\n${ids.map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(json[id])}`).join(',\n')}\n}\n`;
}

const compiledFile = (catalog, locale) => `${catalog.path.replace('{locale}', locale)}.ts`;
/** A message as a translator knows it: its English text (the client's ids are hashes of it). */
const text = (code, id) => JSON.stringify(code[id]?.message ?? id);

const problems = [];
for (const catalog of catalogs) {
  const name = folder(catalog);
  const code = await catalog.collect({});
  const existing = await catalog.readAll();
  if (check) {
    const ids = Object.keys(code);
    for (const locale of config.locales) {
      const messages = existing[locale] ?? {};
      const missing = ids.filter((id) => !(id in messages));
      if (missing.length)
        problems.push(
          `${name} (${locale}): ${missing.length} not in the catalog: ${missing
            .slice(0, 5)
            .map((id) => text(code, id))
            .join(', ')}`,
        );
      const stale = Object.keys(messages).filter((id) => !(id in code));
      if (stale.length)
        problems.push(
          `${name} (${locale}): ${stale.length} no longer in the code: ${stale
            .slice(0, 5)
            .map((id) => text(messages, id))
            .join(', ')}`,
        );
      if (locale !== config.sourceLocale) {
        const untranslated = ids.filter((id) => id in messages && !messages[id].translation);
        if (untranslated.length)
          problems.push(
            `${name} (${locale}): ${untranslated.length} untranslated: ${untranslated
              .slice(0, 5)
              .map((id) => text(code, id))
              .join(', ')}`,
          );
      }
      const file = compiledFile(catalog, locale);
      const written = await readFile(file, 'utf8').catch(() => '');
      if (!missing.length && written !== compiled(catalog, locale, messages))
        problems.push(`${name} (${locale}): ${path.relative(config.rootDir, file)} is not compiled from its PO file`);
    }
    continue;
  }
  const made = await catalog.make({ clean: true, orderBy: config.orderBy, overwrite: false });
  if (!made) throw new Error(`${name}: extraction failed`);
  for (const locale of config.locales) {
    await writeFile(compiledFile(catalog, locale), compiled(catalog, locale, made[locale]));
  }
}

// What the client's build reads (docs/architecture.md §9.9): every message of the client's code
// (src/ and common/), by language, keyed as the build's code knows it. The build gives each of its
// chunks the messages of the modules in it (webpack/chunk-catalogs.ts), fetched with the chunk.
// (A project without the client, such as a test's planted one, has only its catalogs.)
const client = existsSync(path.join(config.rootDir, 'src/main.tsx'));
const clientFile = (file) => file.startsWith('src/') || file.startsWith('common/');
// Every message of every catalog, by language, with the files it comes from.
const everything = Object.fromEntries(config.locales.map((locale) => [locale, {}]));
for (const catalog of allCatalogs) {
  const read = await catalog.readAll();
  for (const locale of config.locales)
    for (const [id, entry] of Object.entries(read[locale] ?? {})) {
      // One text in several catalogs (a "Language" label in two features): its origins add up.
      const known = everything[locale][id];
      everything[locale][id] = known
        ? { ...known, translation: known.translation || entry.translation, origin: [...known.origin, ...entry.origin] }
        : entry;
    }
}
// In the client's build an English-as-id text of common/ is known by the hash the macros would give
// it (webpack/lingui-hashed-ids.ts), so the client carries its words once; an entry read from a PO
// file with no `message` of its own is such a text.
const clientId = (id, entry) => (entry.message === undefined ? generateMessageId(id, entry.context ?? '') : id);
const generated = {};
const twice = new Set();
for (const locale of config.locales) {
  const messages = {};
  for (const [id, entry] of Object.entries(everything[locale])) {
    if (!entry.origin?.some(([file]) => clientFile(file))) continue;
    const key = clientId(id, entry);
    const known = messages[key];
    const text = entry.translation || entry.message || id;
    // The same words written as a macro's text and as a shared text: one entry, if they read alike.
    // (An entry still untranslated is --check's to report, not a second translation.)
    const translated = (e) => locale === config.sourceLocale || Boolean(e.translation);
    if (known && translated(known) && translated(entry) && (known.translation || known.message || key) !== text)
      twice.add(`"${entry.message ?? id}" (${locale}): "${known.translation}" and "${text}"`);
    messages[key] = { ...entry, message: entry.message ?? id };
  }
  generated[`src/locales/client/${locale}.json`] = compiledJson(locale, messages);
}
if (twice.size) throw new Error(`Texts translated two ways (make them one):\n- ${[...twice].join('\n- ')}`);
const commonNames = allCatalogs.map(nameOf).filter((name) => name.startsWith('common/'));
generated['server/locales/catalogs.ts'] =
  `/** Written by \`npm run i18n\` (do not edit): every catalog the server reads, by language. */
import type { Messages } from '@lingui/core';
${config.locales
  .flatMap((locale) => [
    `import { messages as ${locale}Server } from './${locale}';`,
    ...commonNames.map(
      (name, i) => `import { messages as ${locale}${i} } from '../../common/locales/${name.slice(7)}/${locale}';`,
    ),
  ])
  .join('\n')}

export const CATALOGS: Readonly<Record<string, Messages>> = {
${config.locales.map((locale) => `  ${locale}: { ${[...commonNames.map((_, i) => `...${locale}${i}`), `...${locale}Server`].join(', ')} },`).join('\n')}
};
`;
for (const [file, source] of Object.entries(client ? generated : {})) {
  const full = path.join(config.rootDir, file);
  // The client's messages are written as they are; the server's list as the code is formatted.
  const formatted = file.endsWith('.json')
    ? source
    : await prettier.format(source, { ...(await prettier.resolveConfig(full)), filepath: full });
  if (check) {
    if ((await readFile(full, 'utf8').catch(() => '')) !== formatted)
      problems.push(`${file} is not up to date with the imports`);
  } else if (only.length === 0) {
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, formatted);
  }
}

if (problems.length) {
  console.error(
    `Message catalogs are not up to date (run \`npm run i18n\`, then translate):\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(check ? `${catalogs.length} catalogs up to date.` : `${catalogs.length} catalogs extracted and compiled.`);
