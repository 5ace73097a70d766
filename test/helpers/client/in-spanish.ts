/**
 * Reads texts as a page in Spanish does, then goes back to English: every Spanish catalog of the
 * client and of common/ is loaded into Lingui's translator (the one the macros use) once.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { i18n, type Messages } from '@lingui/core';

const root = path.resolve(__dirname, '../../..');
let loaded = false;

function loadSpanish(): void {
  const dirs = [
    ...readdirSync(path.join(root, 'common/locales')).map((name) => `common/locales/${name}`),
    'src/locales',
    ...readdirSync(path.join(root, 'src/features')).map((name) => `src/features/${name}/locales`),
  ];
  for (const dir of dirs)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    i18n.load('es', (require(path.join(root, dir, 'es.ts')) as { messages: Messages }).messages);
  loaded = true;
}

export function inSpanish<T>(read: () => T): T {
  if (!loaded) loadSpanish();
  i18n.activate('es', ['es-US']);
  try {
    return read();
  } finally {
    i18n.activate('en', ['en-US']);
  }
}
