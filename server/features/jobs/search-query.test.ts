import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { prefixEnd, textQuery } from './search-query';

const ROOT = path.resolve(__dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (['node_modules', 'dist', 'var', '.git', 'migrations'].includes(name)) return [];
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('Search text and public page helpers', () => {
  test('When a query is turned into engine queries, Then only letters and digits survive and the typed word is a prefix', () => {
    expect(textQuery('  ')).toBeNull();
    // From four letters the typed word is also completed among the words as written: its group stays open for them.
    expect(textQuery('Senior "softw')).toEqual({
      fts: '"senior" AND ("softw" OR "softw"*',
      tsquery: 'senior & (softw | softw:*)',
      typed: { word: 'softw', rest: 'senior' },
    });
    expect(textQuery('eng')).toEqual({ fts: '("eng" OR "eng"*)', tsquery: '(eng | eng:*)' });
    expect(textQuery('enginee')).toMatchObject({ typed: { word: 'enginee', rest: null } });
    expect(textQuery('nurse OR * (x) ')).toEqual({ fts: '"nurse" AND "or" AND "x"', tsquery: 'nurse & or & x' });
    expect(textQuery('Bridge Design Engineer', 'any')).toEqual({
      fts: '"bridge" OR "design" OR "engineer"',
      tsquery: 'bridge | design | engineer',
    });
  });

  test('When a prefix ends a vocabulary range, Then every word starting with it sorts before the end', () => {
    expect(prefixEnd('enginee')).toBe('enginef');
    expect(prefixEnd('caf\u00e9')).toBe('caf\u00ea');
    expect(['engineer', 'engineering', 'enginee'].every((w) => w < prefixEnd('enginee'))).toBe(true);
  });

  test('When the sources are read, Then nothing of the former in-memory search index remains outside frozen migrations', () => {
    const names =
      /search-index|SEARCH_INDEX|searchIndex|job_change|jobChange|search_title|searchTitle|indexTerms|in-memory index/;
    const offenders = files(ROOT)
      .filter((f) => /\.(ts|tsx|mjs|js|md|json|example)$/.test(f) && !f.endsWith('search-query.test.ts'))
      .filter((f) => names.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
