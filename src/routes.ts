/**
 * The route table (docs/product.md §2): every screen of common/routes.ts (its path, access level and screen)
 * with the chunk it loads from, then the catch-all for the content system's pages.
 */
import { SCREEN_ROUTES, type ScreenChunk } from '../common/routes';
import type { AppRoute, ScreenModule } from './route-types';

const chunks: Record<ScreenChunk, () => Promise<ScreenModule>> = {
  auth: () => import(/* webpackChunkName: 'auth' */ './features/auth/routes'),
  account: () => import(/* webpackChunkName: 'account-screens' */ './features/auth/account.routes'),
  dashboard: () => import(/* webpackChunkName: 'dashboard' */ './features/dashboard/routes'),
  documents: () => import(/* webpackChunkName: 'documents' */ './features/documents/routes'),
  esign: () => import(/* webpackChunkName: 'esign' */ './features/documents/esign.routes'),
  jobs: () => import(/* webpackChunkName: 'jobs' */ './features/jobs/routes'),
  jobBoard: () => import(/* webpackChunkName: 'job-board' */ './features/jobs/job-board.routes'),
  jobPage: () => import(/* webpackChunkName: 'job-page' */ './features/jobs/job-page.routes'),
  applicationForm: () => import(/* webpackChunkName: 'application-form' */ './features/jobs/application-form.routes'),
  staff: () => import(/* webpackChunkName: 'staff' */ './features/staff/routes'),
  pipeline: () => import(/* webpackChunkName: 'pipeline' */ './features/pipeline/routes'),
  onboardingAdmin: () => import(/* webpackChunkName: 'onboarding-admin' */ './features/onboarding/routes'),
  contentAdmin: () => import(/* webpackChunkName: 'content-admin' */ './features/content/admin/routes'),
  staffAccounts: () => import(/* webpackChunkName: 'staff-accounts' */ './features/staff/accounts-routes'),
  docCheck: () => import(/* webpackChunkName: 'doc-check' */ './features/doc-check/routes'),
  system: () => import(/* webpackChunkName: 'system' */ './features/system/routes'),
  content: () => import(/* webpackChunkName: 'content' */ './features/content/routes'),
  profile: () => import(/* webpackChunkName: 'profile' */ './features/dashboard/profile.routes'),
  apply: () => import(/* webpackChunkName: 'apply' */ './features/jobs/apply.routes'),
  saved: () => import(/* webpackChunkName: 'saved' */ './features/saved/routes'),
  seal: () => import(/* webpackChunkName: 'seal' */ './features/seal/routes'),
  selfId: () => import(/* webpackChunkName: 'self-id' */ './features/self-id/routes'),
  selfIdReport: () => import(/* webpackChunkName: 'self-id-report' */ './features/self-id/report.routes'),
  interviews: () => import(/* webpackChunkName: 'interviews' */ './features/interviews/routes'),
  mailTemplates: () => import(/* webpackChunkName: 'mail-templates' */ './features/mail-templates/routes'),
  integrations: () => import(/* webpackChunkName: 'integrations' */ './features/integrations/routes'),
  brand: () => import(/* webpackChunkName: 'brand' */ './features/brand/routes'),
  security: () => import(/* webpackChunkName: 'security' */ './features/security/routes'),
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
