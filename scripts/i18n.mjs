/**
 * Message catalogs with Lingui's own extractor and compiler (docs/architecture.md §9.9):
 *
 *   npm run i18n                    extract every catalog, then compile each (PO -> locales/*.ts)
 *   npm run i18n -- jobs saved      only these catalogs (by folder: common, server, src, a feature)
 *   npm run i18n -- --check         change nothing; fail when a catalog is out of date with the
 *                                   code, a language lacks a translation, or a compiled file is stale
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--'));

const config = getConfig({ cwd: process.cwd() });
const folder = (catalog) => path.relative(config.rootDir, path.dirname(path.dirname(catalog.path)));
const catalogs = (await getCatalogs(config)).filter(
  (catalog) => only.length === 0 || only.includes(path.basename(folder(catalog))),
);

/** The compiled module of one language: untranslated entries fall back to English. */
function compiled(catalog, locale, messages) {
  const translations = Object.fromEntries(
    Object.entries(messages).map(([id, entry]) => {
      const text = entry.translation || (locale === config.sourceLocale ? entry.message || id : '');
      return [id, text || messages[id].message || id];
    }),
  );
  const { source, errors } = createCompiledCatalog(locale, translations, { namespace: 'ts', strict: false });
  if (errors.length) throw new Error(`${catalog.path} (${locale}): ${errors.map((e) => e.message).join('; ')}`);
  return source;
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

if (problems.length) {
  console.error(
    `Message catalogs are not up to date (run \`npm run i18n\`, then translate):\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(check ? `${catalogs.length} catalogs up to date.` : `${catalogs.length} catalogs extracted and compiled.`);
