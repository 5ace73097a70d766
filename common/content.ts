/** CMS content (docs/product.md §3): a page by path, and the staff console's contract for editing pages. */
import { type Language, translatable } from './i18n';
import { formatCount } from './numbers';
import type { TranslationLanguage, TranslationsView } from './translations';

export interface CmsContent {
  path: string;
  title: string;
  content: string;
  showLayout: boolean;
  /** The page's meta description; empty leaves the route table's one. */
  metaDescription: string;
  /** The language the page is in: the reader's, or the original's when it has no translation. */
  language: Language;
}

export const CONTENT_QUERY = /* GraphQL */ `
  query Content($path: String!) {
    content(path: $path) {
      path
      title
      content
      showLayout
      metaDescription
      language
    }
  }
`;

/** The landing pitch beside the sign-in form is the CMS page at this path (built-in text when none). */
export const LANDING_PITCH_PATH = '/landing-pitch';

export const CONTENT_FIELD_LIMITS = { path: 200, title: 120, metaDescription: 300, content: 50_000 } as const;

/**
 * First path segments that belong to the portal's own screens and calls: a CMS page there would
 * never be reached, so the form refuses them.
 */
export const RESERVED_PATH_SEGMENTS = [
  'account',
  'admin',
  'api',
  'apply-now',
  'apply-redirect',
  'assets',
  'box-sign-complete',
  'box-sign-declined',
  'confirm-email',
  'contact',
  'dev',
  'documents',
  'error',
  'graphql',
  'healthz',
  'internal',
  'jobs',
  'loading-transition',
  'login',
  'logout',
  'onboarding',
  'overview',
  'profile',
  'register',
  'search',
  'sitemap.xml',
  'unsubscribe',
] as const;

export interface StaffPageSummary {
  id: number;
  path: string;
  title: string;
  published: boolean;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
  /** Who saved the current version, or null for the seed or an operator. */
  updatedBy: string | null;
  /** The languages visitors read this page in English for want of a translation. */
  missingTranslations: TranslationLanguage[];
}

/** The fields of a page a translation gives in another language (the address and layout are shared). */
export type PageTranslationField = 'title' | 'metaDescription' | 'contentMarkdown';

export interface StaffPage extends StaffPageSummary, TranslationsView<PageTranslationField> {
  metaDescription: string;
  /** The Markdown source (for pages saved as HTML: their HTML, which Markdown keeps as it is). */
  contentMarkdown: string;
  contentHtml: string;
  showLayout: boolean;
}

/** POST /api/staff/content and PUT /api/staff/content/{id} (with the version the edit started from). */
export interface StaffPageInput {
  path: string;
  title: string;
  metaDescription: string;
  contentMarkdown: string;
  showLayout: boolean;
  version?: number;
}

/** PUT /api/staff/content/{id}/translations/{language}: the page's text in that language. */
export type StaffPageTranslationInput = Record<PageTranslationField, string>;

export interface StaffPageVersion {
  version: number;
  title: string;
  /** ISO 8601. */
  createdAt: string;
  createdBy: string | null;
}

// Built in a pure call: screens that import this module for its query alone drop the texts.
export const CONTENT_MESSAGES = /* @__PURE__ */ translatable({
  pathRequired: /*i18n*/ { id: 'Enter the page’s address, e.g. /about.' },
  pathInvalid: /*i18n*/ {
    id: 'Use lowercase letters, digits and hyphens between slashes, e.g. /about or /help/faq.',
  },
  pathReserved: /*i18n*/ { id: 'That address belongs to a screen of the portal: choose another.' },
  pathTaken: /*i18n*/ { id: 'A page with this address exists already.' },
  pathTooLong: /*i18n*/ {
    id: 'The address can be at most {max} characters.',
    values: { max: CONTENT_FIELD_LIMITS.path },
  },
  titleRequired: /*i18n*/ { id: 'Enter the page title.' },
  titleTooLong: /*i18n*/ {
    id: 'The title can be at most {max} characters.',
    values: { max: CONTENT_FIELD_LIMITS.title },
  },
  metaTooLong: /*i18n*/ {
    id: 'The meta description can be at most {max} characters.',
    values: { max: CONTENT_FIELD_LIMITS.metaDescription },
  },
  contentRequired: /*i18n*/ { id: 'Write the page’s content.' },
  contentTooLong: /*i18n*/ {
    id: 'The content can be at most {max} characters.',
    values: { max: formatCount(CONTENT_FIELD_LIMITS.content) },
  },
  versionRequired: /*i18n*/ { id: 'The edit must say which version of the page it started from.' },
  invalidForm: /*i18n*/ { id: 'Please correct the fields marked below.' },
  staleVersion: /*i18n*/ {
    id: 'Someone else saved this page while you were editing it. Your changes are still in the form: review the latest version and save again.',
  },
  pageNotFound: /*i18n*/ { id: 'Page not found.' },
  versionNotFound: /*i18n*/ { id: 'That version of the page does not exist.' },
});
