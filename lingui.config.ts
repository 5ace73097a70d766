/**
 * Message catalogs (docs/architecture.md §9.9): English is the source language, its texts are in
 * the code; each language is one PO file per catalog. The client's catalogs are split by feature
 * folder so that a screen loads only its own texts; `npm run i18n` extracts and compiles them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'];

/**
 * common/'s texts, one catalog per module that has any: a screen loads the texts of the shared
 * modules its code imports, not all of them (most are the server's: audit sentences, mails).
 */
const commonModules = readdirSync(path.join(__dirname, 'common'))
  .filter((file) => /^[\w-]+(\.schema)?\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .filter((file) => /i18n\._\(|\/\*i18n\*\//.test(readFileSync(path.join(__dirname, 'common', file), 'utf8')))
  .map((file) => file.replace(/\.ts$/, ''));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    // Shared by both sides: validation, error and status texts.
    ...commonModules.map((name) => ({
      path: `<rootDir>/common/locales/${name}/{locale}`,
      include: [`<rootDir>/common/${name}.ts`],
    })),
    // The server's own texts: mails, the signing page, the sealed PDF's audit page, /verify.
    { path: '<rootDir>/server/locales/{locale}', include: ['<rootDir>/server'], exclude: tests },
    // The client's frame: header, footer, shared components and libraries.
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/main.tsx',
        '<rootDir>/src/router.ts',
      ],
      exclude: tests,
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: tests,
    },
  ],
});
