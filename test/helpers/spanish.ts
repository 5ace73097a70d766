/**
 * The Spanish of an English source text, read from the Spanish catalogs (every PO file): browser
 * journeys in Spanish find what they click by the same words a Spanish reader sees, and a crawl
 * in Spanish finds English left on a screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function catalogs(): string[] {
  const features = readdirSync(path.join(root, 'src/features')).map((name) => `src/features/${name}/locales/es.po`);
  const common = readdirSync(path.join(root, 'common/locales')).map((name) => `common/locales/${name}/es.po`);
  return [...common, 'server/locales/es.po', 'src/locales/es.po', ...features];
}

const unquote = (lines: string) =>
  [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');

/** Every entry of every Spanish catalog, its context's included. */
function entries(): { english: string; spanish: string; context: boolean }[] {
  const found = [];
  for (const file of catalogs()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const entry of text.split(/\n\n+/)) {
      const id = /^msgid ((?:".*"\n?)+)/m.exec(entry);
      const str = /^msgstr ((?:".*"\n?)+)/m.exec(entry);
      if (!id || !str) continue;
      const english = unquote(id[1] ?? '');
      const spanish = unquote(str[1] ?? '');
      if (english && spanish) found.push({ english, spanish, context: entry.includes('msgctxt') });
    }
  }
  return found;
}

let table: Map<string, string> | null = null;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  for (const { english, spanish, context } of entries()) if (!context && !map.has(english)) map.set(english, spanish);
  return map;
}

let translatedAway: Set<string> | null = null;

/**
 * Those of `texts` that are an English source text whose Spanish differs in every catalog that
 * has it: English left on a Spanish screen. A text some catalog keeps as is ("No", "PDF") is not.
 */
export function untranslatedEnglish(texts: Iterable<string>): string[] {
  if (!translatedAway) {
    const kept = new Set<string>();
    const changed = new Set<string>();
    for (const { english, spanish } of entries()) (english === spanish ? kept : changed).add(english);
    translatedAway = new Set([...changed].filter((english) => !kept.has(english)));
  }
  return [...new Set(texts)].filter((text) => translatedAway!.has(text));
}

/** The Spanish of `english` (values fill its `{name}` placeholders); throws when there is none. */
export function es(english: string, values: Record<string, string | number> = {}): string {
  table ??= load();
  const spanish = table.get(english);
  if (spanish === undefined) throw new Error(`No Spanish for "${english}"`);
  return spanish.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
