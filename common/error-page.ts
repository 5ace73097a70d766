/**
 * The error page's texts (docs/product.md §2 /error shows an error's name, message and status). A link to
 * /error names one of these by code; the page never shows text from its address, so nobody can
 * put their own words on our origin. An unknown code shows docs/product.md §8's generic critical error.
 */
import { translatable } from './i18n';

export const ERROR_PAGES = /* @__PURE__ */ translatable({
  /** docs/product.md §2 signed report: the report of a signing event failed. */
  'signing-report': {
    name: /*i18n*/ { id: 'Could not report the signing event' },
    message: /*i18n*/ {
      id: 'The outcome of this signing could not be recorded. Your onboarding page shows each document as it stands.',
    },
    status: 500,
  },
});

export type ErrorPageCode = keyof typeof ERROR_PAGES;

/** Where the app sends a person to see the error page for `code`. */
export function errorPagePath(code: ErrorPageCode): string {
  return `/error?code=${code}`;
}
