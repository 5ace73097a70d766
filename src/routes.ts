/**
 * The route table (docs/product.md §2): every screen of common/routes.ts (its path, access level and screen)
 * with the chunk it loads from and the catalogs of the features it draws (each feature folder its
 * own; test/lint/catalogs.test.ts checks the lists against the imports), then the catch-all for
 * the content system's pages.
 */
import { SCREEN_ROUTES, type ScreenChunk } from '../common/routes';
import type { AppRoute, ScreenModule } from './route-types';
import { withCatalogs } from './lib/i18n';

const chunks: Record<ScreenChunk, () => Promise<ScreenModule>> = {
  auth: () => withCatalogs(import(/* webpackChunkName: 'auth' */ './features/auth/routes'), ['auth']),
  account: () =>
    withCatalogs(import(/* webpackChunkName: 'account-screens' */ './features/auth/account.routes'), ['auth']),
  dashboard: () =>
    withCatalogs(import(/* webpackChunkName: 'dashboard' */ './features/dashboard/routes'), [
      'dashboard',
      'documents',
      'interviews',
      'saved',
      'self-id',
    ]),
  documents: () =>
    withCatalogs(import(/* webpackChunkName: 'documents' */ './features/documents/routes'), ['documents']),
  esign: () => withCatalogs(import(/* webpackChunkName: 'esign' */ './features/documents/esign.routes'), ['documents']),
  jobs: () =>
    withCatalogs(import(/* webpackChunkName: 'jobs' */ './features/jobs/routes'), ['jobs', 'saved', 'self-id']),
  jobBoard: () =>
    withCatalogs(import(/* webpackChunkName: 'job-board' */ './features/jobs/job-board.routes'), ['jobs']),
  jobPage: () =>
    withCatalogs(import(/* webpackChunkName: 'job-page' */ './features/jobs/job-page.routes'), ['jobs', 'self-id']),
  applicationForm: () =>
    withCatalogs(import(/* webpackChunkName: 'application-form' */ './features/jobs/application-form.routes'), [
      'jobs',
      'self-id',
    ]),
  staff: () =>
    withCatalogs(import(/* webpackChunkName: 'staff' */ './features/staff/routes'), ['interviews', 'jobs', 'staff']),
  pipeline: () =>
    withCatalogs(import(/* webpackChunkName: 'pipeline' */ './features/pipeline/routes'), [
      'interviews',
      'pipeline',
      'staff',
    ]),
  onboardingAdmin: () =>
    withCatalogs(import(/* webpackChunkName: 'onboarding-admin' */ './features/onboarding/routes'), [
      'onboarding',
      'staff',
    ]),
  contentAdmin: () =>
    withCatalogs(import(/* webpackChunkName: 'content-admin' */ './features/content/admin/routes'), [
      'content',
      'staff',
    ]),
  staffAccounts: () =>
    withCatalogs(import(/* webpackChunkName: 'staff-accounts' */ './features/staff/accounts-routes'), ['staff']),
  docCheck: () =>
    withCatalogs(import(/* webpackChunkName: 'doc-check' */ './features/doc-check/routes'), ['doc-check']),
  system: () => withCatalogs(import(/* webpackChunkName: 'system' */ './features/system/routes'), ['system']),
  content: () => withCatalogs(import(/* webpackChunkName: 'content' */ './features/content/routes'), ['content']),
  profile: () =>
    withCatalogs(import(/* webpackChunkName: 'profile' */ './features/dashboard/profile.routes'), [
      'dashboard',
      'profile',
      'saved',
    ]),
  apply: () => withCatalogs(import(/* webpackChunkName: 'apply' */ './features/jobs/apply.routes'), ['jobs']),
  saved: () => withCatalogs(import(/* webpackChunkName: 'saved' */ './features/saved/routes'), ['saved']),
  seal: () => withCatalogs(import(/* webpackChunkName: 'seal' */ './features/seal/routes'), ['seal']),
  selfId: () => withCatalogs(import(/* webpackChunkName: 'self-id' */ './features/self-id/routes'), ['self-id']),
  selfIdReport: () =>
    withCatalogs(import(/* webpackChunkName: 'self-id-report' */ './features/self-id/report.routes'), [
      'self-id',
      'staff',
    ]),
  interviews: () =>
    withCatalogs(import(/* webpackChunkName: 'interviews' */ './features/interviews/routes'), ['interviews']),
  mailTemplates: () =>
    withCatalogs(import(/* webpackChunkName: 'mail-templates' */ './features/mail-templates/routes'), [
      'mail-templates',
      'staff',
    ]),
  integrations: () =>
    withCatalogs(import(/* webpackChunkName: 'integrations' */ './features/integrations/routes'), [
      'integrations',
      'staff',
    ]),
  brand: () => withCatalogs(import(/* webpackChunkName: 'brand' */ './features/brand/routes'), ['brand', 'staff']),
  security: () => withCatalogs(import(/* webpackChunkName: 'security' */ './features/security/routes'), ['security']),
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
