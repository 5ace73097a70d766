/**
 * Message catalogs (docs/architecture.md §9.9): English is the source language, its texts are in
 * the code; each language is one PO file per catalog. The client's catalogs are split by feature
 * folder so that a screen loads only its own texts; `npm run i18n` extracts and compiles them.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    // Shared by both sides: validation, error and status texts.
    { path: '<rootDir>/common/locales/{locale}', include: ['<rootDir>/common'], exclude: tests },
    // The server's own texts: mails, the signing page, the sealed PDF's audit page, /verify.
    { path: '<rootDir>/server/locales/{locale}', include: ['<rootDir>/server'], exclude: tests },
    // The client's frame: header, footer, shared components and libraries.
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/main.tsx', '<rootDir>/src/router.ts'],
      exclude: tests,
    },
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}'], exclude: tests },
  ],
});
