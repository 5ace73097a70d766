/**
 * The route table (docs/product.md §2): every screen of common/routes.ts (its path, access level and screen)
 * with the chunk it loads from and, beside it, the catalogs its code reads (src/catalog-map.ts,
 * written from the imports by `npm run i18n`), then the catch-all for the content system's pages.
 */
import { SCREEN_ROUTES, type ScreenChunk } from '../common/routes';
import type { AppRoute, ScreenModule } from './route-types';
import { withCatalogs } from './lib/i18n';

const chunks: Record<ScreenChunk, () => Promise<ScreenModule>> = {
  auth: () => withCatalogs(import(/* webpackChunkName: 'auth' */ './features/auth/routes'), 'auth'),
  account: () =>
    withCatalogs(import(/* webpackChunkName: 'account-screens' */ './features/auth/account.routes'), 'account'),
  dashboard: () => withCatalogs(import(/* webpackChunkName: 'dashboard' */ './features/dashboard/routes'), 'dashboard'),
  documents: () => withCatalogs(import(/* webpackChunkName: 'documents' */ './features/documents/routes'), 'documents'),
  esign: () => withCatalogs(import(/* webpackChunkName: 'esign' */ './features/documents/esign.routes'), 'esign'),
  jobs: () => withCatalogs(import(/* webpackChunkName: 'jobs' */ './features/jobs/routes'), 'jobs'),
  jobBoard: () =>
    withCatalogs(import(/* webpackChunkName: 'job-board' */ './features/jobs/job-board.routes'), 'jobBoard'),
  jobPage: () => withCatalogs(import(/* webpackChunkName: 'job-page' */ './features/jobs/job-page.routes'), 'jobPage'),
  applicationForm: () =>
    withCatalogs(
      import(/* webpackChunkName: 'application-form' */ './features/jobs/application-form.routes'),
      'applicationForm',
    ),
  staff: () => withCatalogs(import(/* webpackChunkName: 'staff' */ './features/staff/routes'), 'staff'),
  pipeline: () => withCatalogs(import(/* webpackChunkName: 'pipeline' */ './features/pipeline/routes'), 'pipeline'),
  onboardingAdmin: () =>
    withCatalogs(import(/* webpackChunkName: 'onboarding-admin' */ './features/onboarding/routes'), 'onboardingAdmin'),
  contentAdmin: () =>
    withCatalogs(import(/* webpackChunkName: 'content-admin' */ './features/content/admin/routes'), 'contentAdmin'),
  staffAccounts: () =>
    withCatalogs(import(/* webpackChunkName: 'staff-accounts' */ './features/staff/accounts-routes'), 'staffAccounts'),
  docCheck: () => withCatalogs(import(/* webpackChunkName: 'doc-check' */ './features/doc-check/routes'), 'docCheck'),
  system: () => withCatalogs(import(/* webpackChunkName: 'system' */ './features/system/routes'), 'system'),
  content: () => withCatalogs(import(/* webpackChunkName: 'content' */ './features/content/routes'), 'content'),
  profile: () =>
    withCatalogs(import(/* webpackChunkName: 'profile' */ './features/dashboard/profile.routes'), 'profile'),
  apply: () => withCatalogs(import(/* webpackChunkName: 'apply' */ './features/jobs/apply.routes'), 'apply'),
  saved: () => withCatalogs(import(/* webpackChunkName: 'saved' */ './features/saved/routes'), 'saved'),
  seal: () => withCatalogs(import(/* webpackChunkName: 'seal' */ './features/seal/routes'), 'seal'),
  selfId: () => withCatalogs(import(/* webpackChunkName: 'self-id' */ './features/self-id/routes'), 'selfId'),
  selfIdReport: () =>
    withCatalogs(import(/* webpackChunkName: 'self-id-report' */ './features/self-id/report.routes'), 'selfIdReport'),
  interviews: () =>
    withCatalogs(import(/* webpackChunkName: 'interviews' */ './features/interviews/routes'), 'interviews'),
  mailTemplates: () =>
    withCatalogs(import(/* webpackChunkName: 'mail-templates' */ './features/mail-templates/routes'), 'mailTemplates'),
  integrations: () =>
    withCatalogs(import(/* webpackChunkName: 'integrations' */ './features/integrations/routes'), 'integrations'),
  brand: () => withCatalogs(import(/* webpackChunkName: 'brand' */ './features/brand/routes'), 'brand'),
  security: () => withCatalogs(import(/* webpackChunkName: 'security' */ './features/security/routes'), 'security'),
};

export const routes: AppRoute[] = [
  ...SCREEN_ROUTES.map(({ chunk, ...route }) => ({ ...route, load: chunks[chunk] })),
  // Anything else: a CMS page by path; without one the path is passed on to NOT_FOUND.
  { path: '/*path', access: 'open', screen: 'content', load: chunks.content },
];

/** docs/product.md §2's 404 page, drawn by the router's error handler when no route draws the path. */
export const NOT_FOUND: AppRoute = { path: '', access: 'open', screen: 'notFound', load: chunks.content };

/** What a console screen draws for a signed-in candidate or a visitor (see the router). */
export const STAFF_ONLY: AppRoute = { path: '', access: 'open', screen: 'staffOnly', load: chunks.system };

/** What an admin's console screen draws for a staff member who is not an admin. */
export const ADMIN_ONLY: AppRoute = { path: '', access: 'open', screen: 'adminOnly', load: chunks.system };
