/** What a local storage directory holds, as an upload test compares it before and after. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every stored file but derived page images and writes in flight (nothing an upload may leave behind). */
export function storedFiles(storage: string): string[] {
  return readdirSync(storage, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.tmp-'))
    .map((d) => path.relative(storage, path.join(d.parentPath, d.name)))
    .filter((f) => !f.startsWith('pages'))
    .sort();
}
