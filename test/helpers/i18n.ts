/**
 * Tests read the client's texts in English, as a page that the server wrote in English does: the
 * English catalogs of every part are loaded into Lingui's translator (the one the macros use).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { i18n, type Messages } from '@lingui/core';

const root = path.resolve(__dirname, '../..');
const catalogs = [
  ...readdirSync(path.join(root, 'common/locales')).map((name) => `common/locales/${name}`),
  'src/locales',
  ...readdirSync(path.join(root, 'src/features')).map((name) => `src/features/${name}/locales`),
];
const messages: Messages = {};
for (const dir of catalogs) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  Object.assign(messages, (require(path.join(root, dir, 'en.ts')) as { messages: Messages }).messages);
}
i18n.load('en', messages);
i18n.activate('en', ['en-US']);
