/**
 * The route table (docs/product.md §2): every screen of common/routes.ts (its path, access level and screen)
 * with the chunk it loads from (its messages come with each chunk, webpack/chunk-catalogs.ts), then
 * the catch-all for the content system's pages.
 */
import { SCREEN_ROUTES, type ScreenChunk } from '../common/routes';
import type { AppRoute, ScreenModule } from './route-types';
import { withMessages } from './lib/i18n';

const chunks: Record<ScreenChunk, () => Promise<ScreenModule>> = {
  auth: () => withMessages(import(/* webpackChunkName: 'auth' */ './features/auth/routes')),
  account: () => withMessages(import(/* webpackChunkName: 'account-screens' */ './features/auth/account.routes')),
  dashboard: () => withMessages(import(/* webpackChunkName: 'dashboard' */ './features/dashboard/routes')),
  onboarding: () => withMessages(import(/* webpackChunkName: 'onboarding' */ './features/documents/onboarding.routes')),
  documents: () => withMessages(import(/* webpackChunkName: 'documents' */ './features/documents/routes')),
  esign: () => withMessages(import(/* webpackChunkName: 'esign' */ './features/documents/esign.routes')),
  jobs: () => withMessages(import(/* webpackChunkName: 'jobs' */ './features/jobs/routes')),
  jobBoard: () => withMessages(import(/* webpackChunkName: 'job-board' */ './features/jobs/job-board.routes')),
  jobPage: () => withMessages(import(/* webpackChunkName: 'job-page' */ './features/jobs/job-page.routes')),
  applicationForm: () =>
    withMessages(import(/* webpackChunkName: 'application-form' */ './features/jobs/application-form.routes')),
  staff: () => withMessages(import(/* webpackChunkName: 'staff' */ './features/staff/routes')),
  pipeline: () => withMessages(import(/* webpackChunkName: 'pipeline' */ './features/pipeline/routes')),
  onboardingAdmin: () =>
    withMessages(import(/* webpackChunkName: 'onboarding-admin' */ './features/onboarding/routes')),
  contentAdmin: () => withMessages(import(/* webpackChunkName: 'content-admin' */ './features/content/admin/routes')),
  staffAccounts: () =>
    withMessages(import(/* webpackChunkName: 'staff-accounts' */ './features/staff/accounts-routes')),
  docCheck: () => withMessages(import(/* webpackChunkName: 'doc-check' */ './features/doc-check/routes')),
  system: () => withMessages(import(/* webpackChunkName: 'system' */ './features/system/routes')),
  content: () => withMessages(import(/* webpackChunkName: 'content' */ './features/content/routes')),
  profile: () => withMessages(import(/* webpackChunkName: 'profile' */ './features/dashboard/profile.routes')),
  apply: () => withMessages(import(/* webpackChunkName: 'apply' */ './features/jobs/apply.routes')),
  saved: () => withMessages(import(/* webpackChunkName: 'saved' */ './features/saved/routes')),
  seal: () => withMessages(import(/* webpackChunkName: 'seal' */ './features/seal/routes')),
  selfId: () => withMessages(import(/* webpackChunkName: 'self-id' */ './features/self-id/routes')),
  selfIdReport: () => withMessages(import(/* webpackChunkName: 'self-id-report' */ './features/self-id/report.routes')),
  i9: () => withMessages(import(/* webpackChunkName: 'i9' */ './features/i9/routes')),
  i9Admin: () => withMessages(import(/* webpackChunkName: 'i9-admin' */ './features/i9/admin.routes')),
  interviews: () => withMessages(import(/* webpackChunkName: 'interviews' */ './features/interviews/routes')),
  mailTemplates: () =>
    withMessages(import(/* webpackChunkName: 'mail-templates' */ './features/mail-templates/routes')),
  integrations: () => withMessages(import(/* webpackChunkName: 'integrations' */ './features/integrations/routes')),
  brand: () => withMessages(import(/* webpackChunkName: 'brand' */ './features/brand/routes')),
  security: () => withMessages(import(/* webpackChunkName: 'security' */ './features/security/routes')),
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
