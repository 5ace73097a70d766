/** The route table (SPEC §2): every screen, its access level, and the chunk it loads from. */
import type { AppRoute } from './route-types';

const auth = () => import(/* webpackChunkName: 'auth' */ './features/auth/routes');
const account = () => import(/* webpackChunkName: 'account-screens' */ './features/auth/account.routes');
const dashboard = () => import(/* webpackChunkName: 'dashboard' */ './features/dashboard/routes');
const documents = () => import(/* webpackChunkName: 'documents' */ './features/documents/routes');
const esign = () => import(/* webpackChunkName: 'esign' */ './features/documents/esign.routes');
const jobs = () => import(/* webpackChunkName: 'jobs' */ './features/jobs/routes');
const jobBoard = () => import(/* webpackChunkName: 'job-board' */ './features/jobs/job-board.routes');
const jobPage = () => import(/* webpackChunkName: 'job-page' */ './features/jobs/job-page.routes');
const staff = () => import(/* webpackChunkName: 'staff' */ './features/staff/routes');
const onboardingAdmin = () => import(/* webpackChunkName: 'onboarding-admin' */ './features/onboarding-admin/routes');
const contentAdmin = () => import(/* webpackChunkName: 'content-admin' */ './features/content/admin/routes');
const staffAccounts = () => import(/* webpackChunkName: 'staff-accounts' */ './features/staff/accounts-routes');
const docCheck = () => import(/* webpackChunkName: 'doc-check' */ './features/doc-check/routes');
const system = () => import(/* webpackChunkName: 'system' */ './features/system/routes');
const content = () => import(/* webpackChunkName: 'content' */ './features/content/routes');
const profile = () => import(/* webpackChunkName: 'profile' */ './features/dashboard/profile.routes');
const apply = () => import(/* webpackChunkName: 'apply' */ './features/jobs/apply.routes');
const saved = () => import(/* webpackChunkName: 'saved' */ './features/saved/routes');
const seal = () => import(/* webpackChunkName: 'seal' */ './features/seal/routes');

export const routes: AppRoute[] = [
  { path: '/', access: 'open', screen: 'home', load: system },
  { path: '/login', access: 'anonymous', screen: 'login', load: auth },
  { path: '/register', access: 'anonymous', screen: 'register', load: account },
  { path: '/register/confirm', access: 'anonymous', screen: 'confirm', load: account },
  { path: '/account/request-reset', access: 'anonymous', screen: 'requestReset', load: account },
  { path: '/account/reset', access: 'anonymous', screen: 'reset', load: account },
  { path: '/contact', access: 'anonymous', screen: 'contact', load: account },
  { path: '/overview', access: 'confirmed', screen: 'overview', load: dashboard },
  { path: '/profile', access: 'confirmed', screen: 'profile', load: profile },
  { path: '/onboarding', access: 'confirmed', screen: 'onboarding', load: documents },
  { path: '/documents/manual', access: 'confirmed', screen: 'manual', load: documents },
  { path: '/documents/electronic', access: 'confirmed', screen: 'electronic', load: documents },
  { path: '/documents/signed-report', access: 'open', screen: 'signedReport', load: documents },
  { path: '/documents', access: 'confirmed', screen: 'document', load: documents },
  { path: '/box-sign-complete', access: 'open', screen: 'boxSignComplete', load: documents },
  { path: '/box-sign-declined', access: 'open', screen: 'boxSignDeclined', load: documents },
  // The built-in e-signature provider's page (framed by /documents); its API checks the signer.
  { path: '/esign/sign', access: 'open', screen: 'esignSign', load: esign },
  { path: '/search', access: 'user', screen: 'search', load: jobs },
  { path: '/apply-now', access: 'open', screen: 'applyNow', load: apply },
  { path: '/apply-redirect/:token', access: 'open', screen: 'applyRedirect', load: apply },
  { path: '/logout', access: 'open', screen: 'logout', load: account },
  { path: '/jobs', access: 'open', screen: 'jobBoard', load: jobBoard },
  { path: '/jobs/:id', access: 'open', screen: 'jobPage', load: jobPage },
  // Anyone may check a sealed PDF (nothing uploaded there is stored).
  { path: '/verify', access: 'open', screen: 'verify', load: seal },
  // SPEC leaves its access open: the form is for staff, everyone else reads the staff-only page.
  { path: '/internal/doc-checks', access: 'staffPage', screen: 'docChecks', load: docCheck },
  { path: '/admin', access: 'staff', screen: 'admin', load: staff },
  // The unsubscribe link of alert mails: no sign-in needed (the token is the permission).
  { path: '/unsubscribe/:token', access: 'open', screen: 'unsubscribe', load: saved },
  { path: '/admin/jobs', access: 'staff', screen: 'adminJobs', load: staff },
  { path: '/admin/jobs/new', access: 'staff', screen: 'adminNewJob', load: staff },
  { path: '/admin/jobs/:id', access: 'staff', screen: 'adminEditJob', load: staff },
  { path: '/admin/documents', access: 'staff', screen: 'adminDocuments', load: onboardingAdmin },
  { path: '/admin/documents/status', access: 'staff', screen: 'adminDocumentStatus', load: onboardingAdmin },
  { path: '/admin/documents/countersign', access: 'staff', screen: 'adminCountersign', load: onboardingAdmin },
  { path: '/admin/documents/:id', access: 'staff', screen: 'adminDocumentReview', load: onboardingAdmin },
  { path: '/admin/jobs/:id/applicants', access: 'staff', screen: 'adminApplicants', load: staff },
  { path: '/admin/candidates', access: 'staff', screen: 'adminCandidates', load: staff },
  { path: '/admin/candidates/:id', access: 'staff', screen: 'adminCandidate', load: staff },
  { path: '/admin/audit', access: 'staff', screen: 'adminAudit', load: staff },
  { path: '/admin/content', access: 'staff', screen: 'adminContent', load: contentAdmin },
  { path: '/admin/content/new', access: 'staff', screen: 'adminNewPage', load: contentAdmin },
  { path: '/admin/content/:id', access: 'staff', screen: 'adminEditPage', load: contentAdmin },
  // Admins only: the server refuses its calls to anyone else (the screen says so).
  { path: '/admin/staff', access: 'staff', screen: 'adminStaff', load: staffAccounts },
  { path: '/loading-transition', access: 'open', screen: 'loadingTransition', load: system },
  { path: '/error', access: 'open', screen: 'error', load: system },
  // Anything else: a CMS page by path; without one the path is passed on to NOT_FOUND.
  { path: '/*path', access: 'open', screen: 'content', load: content },
];

/** SPEC §2's 404 page, drawn by the router's error handler when no route draws the path. */
export const NOT_FOUND: AppRoute = { path: '', access: 'open', screen: 'notFound', load: content };

/** What a console screen draws for a signed-in candidate or a visitor (see the router). */
export const STAFF_ONLY: AppRoute = { path: '', access: 'open', screen: 'staffOnly', load: system };
