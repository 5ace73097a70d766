/** The route table (SPEC §2): every screen, its access level, and the chunk it loads from. */
import type { Access, ScreenModule } from './router';

export interface AppRoute {
  path: string;
  access: Access;
  /** The page's meta description unless the screen sets its own (SPEC §2 step 4). */
  description: string;
  /** The export of the chunk that renders this screen. */
  screen: string;
  load: () => Promise<ScreenModule>;
  children?: undefined;
}

const auth = () => import(/* webpackChunkName: 'auth' */ './features/auth/routes');
const dashboard = () => import(/* webpackChunkName: 'dashboard' */ './features/dashboard/routes');
const documents = () => import(/* webpackChunkName: 'documents' */ './features/documents/routes');
const jobs = () => import(/* webpackChunkName: 'jobs' */ './features/jobs/routes');
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

export const routes: AppRoute[] = [
  {
    path: '/',
    access: 'open',
    description: 'Your careers portal: search jobs, apply in one click and complete your onboarding documents.',
    screen: 'home',
    load: system,
  },
  {
    path: '/login',
    access: 'anonymous',
    description: 'Log in to search jobs, follow your applications and complete your onboarding documents.',
    screen: 'login',
    load: auth,
  },
  {
    path: '/register',
    access: 'anonymous',
    description: 'Create your account to apply for jobs in one click and follow every application.',
    screen: 'register',
    load: auth,
  },
  {
    path: '/register/confirm',
    access: 'anonymous',
    description: 'Confirm your email address to finish creating your account.',
    screen: 'confirm',
    load: auth,
  },
  {
    path: '/account/request-reset',
    access: 'anonymous',
    description: 'Forgot your password? Ask for a link to set a new one.',
    screen: 'requestReset',
    load: auth,
  },
  {
    path: '/account/reset',
    access: 'anonymous',
    description: 'Choose a new password for your account.',
    screen: 'reset',
    load: auth,
  },
  {
    path: '/contact',
    access: 'anonymous',
    description: 'How to reach our recruiting team.',
    screen: 'contact',
    load: auth,
  },
  {
    path: '/overview',
    access: 'confirmed',
    description: 'Your dashboard: applications, onboarding progress, saved jobs and job recommendations.',
    screen: 'overview',
    load: dashboard,
  },
  {
    path: '/profile',
    access: 'confirmed',
    description: 'Your profile: contact details, home ZIP, desired work, pay, skills, résumé and privacy.',
    screen: 'profile',
    load: profile,
  },
  {
    path: '/onboarding',
    access: 'confirmed',
    description: 'Complete your onboarding documents: what is outstanding, completed and for your information.',
    screen: 'onboarding',
    load: documents,
  },
  {
    path: '/documents/manual',
    access: 'confirmed',
    description: 'Your hard-copy documents: download, sign on paper and upload the signed copy.',
    screen: 'manual',
    load: documents,
  },
  {
    path: '/documents/electronic',
    access: 'confirmed',
    description: 'Your electronic documents: sign them online or download, sign and upload.',
    screen: 'electronic',
    load: documents,
  },
  {
    path: '/documents/signed-report',
    access: 'open',
    description: 'The outcome of your document signing.',
    screen: 'signedReport',
    load: documents,
  },
  {
    path: '/documents',
    access: 'confirmed',
    description: 'Sign your onboarding document online.',
    screen: 'document',
    load: documents,
  },
  {
    path: '/box-sign-complete',
    access: 'open',
    description: 'Your document was signed.',
    screen: 'boxSignComplete',
    load: documents,
  },
  {
    path: '/box-sign-declined',
    access: 'open',
    description: 'You declined to sign the document.',
    screen: 'boxSignDeclined',
    load: documents,
  },
  // The built-in e-signature provider's page (framed by /documents); its API checks the signer.
  {
    path: '/esign/sign',
    access: 'open',
    description: 'Review and sign your document.',
    screen: 'esignSign',
    load: documents,
  },
  {
    path: '/search',
    access: 'user',
    description: 'Search jobs by keyword, employment type, category and distance, and apply in one click.',
    screen: 'search',
    load: jobs,
  },
  {
    path: '/apply-now',
    access: 'open',
    description: 'Apply to the job a recruiter sent you in one click.',
    screen: 'applyNow',
    load: apply,
  },
  {
    path: '/apply-redirect/:token',
    access: 'open',
    description: 'Apply to the job a recruiter sent you with one press of a button.',
    screen: 'applyRedirect',
    load: apply,
  },
  {
    path: '/logout',
    access: 'open',
    description: 'Log out of your account.',
    screen: 'logout',
    load: auth,
  },
  {
    path: '/jobs/:id',
    access: 'open',
    description: 'A job opening: what the role involves, where it is, the pay, and how to apply.',
    screen: 'jobPage',
    load: jobPage,
  },
  {
    path: '/internal/doc-checks',
    access: 'staff',
    description: 'Check how a document template is filled and signed.',
    screen: 'docChecks',
    load: docCheck,
  },
  {
    path: '/admin',
    access: 'staff',
    description: 'Manage jobs, candidates, documents and content.',
    screen: 'admin',
    load: staff,
  },
  // The unsubscribe link of alert mails: no sign-in needed (the token is the permission).
  {
    path: '/unsubscribe/:token',
    access: 'open',
    description: 'Stop the job alert mails of a saved search.',
    screen: 'unsubscribe',
    load: saved,
  },
  {
    path: '/admin/jobs',
    access: 'staff',
    description: 'Find, create, edit, open and close jobs.',
    screen: 'adminJobs',
    load: staff,
  },
  {
    path: '/admin/jobs/new',
    access: 'staff',
    description: 'Create a job.',
    screen: 'adminNewJob',
    load: staff,
  },
  {
    path: '/admin/jobs/:id',
    access: 'staff',
    description: 'Edit a job, open or close it.',
    screen: 'adminEditJob',
    load: staff,
  },
  {
    path: '/admin/documents',
    access: 'staff',
    description: 'Upload document templates, mark their fields, and assign them with a due date.',
    screen: 'adminDocuments',
    load: onboardingAdmin,
  },
  {
    path: '/admin/documents/status',
    access: 'staff',
    description: 'Who has onboarding documents outstanding, overdue, completed or returned.',
    screen: 'adminDocumentStatus',
    load: onboardingAdmin,
  },
  {
    path: '/admin/documents/:id',
    access: 'staff',
    description: 'Review a completed onboarding document.',
    screen: 'adminDocumentReview',
    load: onboardingAdmin,
  },
  {
    path: '/admin/jobs/:id/applicants',
    access: 'staff',
    description: 'The applicants of a job and their statuses.',
    screen: 'adminApplicants',
    load: staff,
  },
  {
    path: '/admin/candidates',
    access: 'staff',
    description: 'Find candidates by name, email, skill or ZIP code.',
    screen: 'adminCandidates',
    load: staff,
  },
  {
    path: '/admin/candidates/:id',
    access: 'staff',
    description: 'A candidate’s record, résumé, applications, documents and mails.',
    screen: 'adminCandidate',
    load: staff,
  },
  {
    path: '/admin/audit',
    access: 'staff',
    description: 'The audit log: who did what, and when.',
    screen: 'adminAudit',
    load: staff,
  },
  {
    path: '/admin/content',
    access: 'staff',
    description: 'The CMS pages: create, edit, publish and restore earlier versions.',
    screen: 'adminContent',
    load: contentAdmin,
  },
  {
    path: '/admin/content/new',
    access: 'staff',
    description: 'Create a content page.',
    screen: 'adminNewPage',
    load: contentAdmin,
  },
  {
    path: '/admin/content/:id',
    access: 'staff',
    description: 'Edit a content page, publish it, or restore an earlier version.',
    screen: 'adminEditPage',
    load: contentAdmin,
  },
  // Admins only: the server refuses its calls to anyone else (the screen says so).
  {
    path: '/admin/staff',
    access: 'staff',
    description: 'Invite staff, change their role, deactivate accounts.',
    screen: 'adminStaff',
    load: staffAccounts,
  },
  {
    path: '/loading-transition',
    access: 'open',
    description: 'Loading your page.',
    screen: 'loadingTransition',
    load: system,
  },
  { path: '/error', access: 'open', description: 'Something went wrong on this page.', screen: 'error', load: system },
  // Anything else: a CMS page by path, or the 404 page.
  {
    path: '/*path',
    access: 'open',
    description: 'Careers, contract and permanent jobs with our staffing team.',
    screen: 'content',
    load: content,
  },
];
