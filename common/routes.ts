/**
 * The SPA's screens by path (docs/product.md §2), apart from the client's code: the client's route table
 * (src/routes.ts) loads each screen from its chunk, and the server answers 404 for a path that
 * none of them (nor a published CMS page) owns. Paths use path-to-regexp's syntax, which both
 * universal-router and Express match the same way: in any case, with or without a trailing slash.
 */

/**
 * 'staff': signed in (else login), and the console's screen only for a staff role (anyone else
 * sees the staff-only page); 'admin': as 'staff', and a staff member who is not an admin sees one
 * sentence saying it is for admins; 'staffPage': the staff-only page for everyone but staff,
 * visitors included.
 */
export type Access = 'open' | 'anonymous' | 'user' | 'confirmed' | 'staff' | 'admin' | 'staffPage';

/** The code chunks screens load from (the client maps each to its import). */
export type ScreenChunk =
  | 'auth'
  | 'account'
  | 'dashboard'
  | 'onboarding'
  | 'documents'
  | 'esign'
  | 'jobs'
  | 'jobBoard'
  | 'jobPage'
  | 'applicationForm'
  | 'staff'
  | 'pipeline'
  | 'onboardingAdmin'
  | 'contentAdmin'
  | 'staffAccounts'
  | 'docCheck'
  | 'system'
  | 'content'
  | 'profile'
  | 'apply'
  | 'saved'
  | 'seal'
  | 'selfId'
  | 'i9'
  | 'i9Admin'
  | 'selfIdReport'
  | 'interviews'
  | 'mailTemplates'
  | 'integrations'
  | 'brand'
  | 'security';

export interface ScreenRoute {
  path: string;
  access: Access;
  /** The export of the chunk that renders this screen; the chunk's DESCRIPTIONS holds its meta description. */
  screen: string;
  chunk: ScreenChunk;
  /**
   * SPEC's title for every signed-in user, also those shown the staff-only page instead: its
   * English text, in common's catalog (a screen shows it through `i18n._(title)`).
   */
  title?: string;
}

/** Every screen but the catch-all (a CMS page by path, else SPEC's 404 page). */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', access: 'open', screen: 'home', chunk: 'system' },
  { path: '/login', access: 'anonymous', screen: 'login', chunk: 'auth' },
  { path: '/register', access: 'anonymous', screen: 'register', chunk: 'account' },
  { path: '/register/confirm', access: 'anonymous', screen: 'confirm', chunk: 'account' },
  { path: '/account/request-reset', access: 'anonymous', screen: 'requestReset', chunk: 'account' },
  { path: '/account/reset', access: 'anonymous', screen: 'reset', chunk: 'account' },
  { path: '/contact', access: 'anonymous', screen: 'contact', chunk: 'account' },
  // The accessibility statement (linked from every footer) and its conformance report.
  { path: '/accessibility', access: 'open', screen: 'accessibility', chunk: 'content' },
  { path: '/accessibility/report', access: 'open', screen: 'accessibilityReport', chunk: 'content' },
  { path: '/overview', access: 'confirmed', screen: 'overview', chunk: 'dashboard' },
  { path: '/profile', access: 'confirmed', screen: 'profile', chunk: 'profile' },
  { path: '/account/security', access: 'user', screen: 'accountSecurity', chunk: 'security' },
  { path: '/onboarding', access: 'confirmed', screen: 'onboarding', chunk: 'onboarding' },
  { path: '/documents/manual', access: 'confirmed', screen: 'manual', chunk: 'documents' },
  { path: '/documents/electronic', access: 'confirmed', screen: 'electronic', chunk: 'documents' },
  { path: '/documents/signed-report', access: 'open', screen: 'signedReport', chunk: 'documents' },
  { path: '/documents', access: 'confirmed', screen: 'document', chunk: 'documents' },
  { path: '/box-sign-complete', access: 'open', screen: 'boxSignComplete', chunk: 'documents' },
  { path: '/box-sign-declined', access: 'open', screen: 'boxSignDeclined', chunk: 'documents' },
  // The built-in e-signature provider's page (framed by /documents); its API checks the signer.
  { path: '/esign/sign', access: 'open', screen: 'esignSign', chunk: 'esign' },
  { path: '/search', access: 'user', screen: 'search', chunk: 'jobs' },
  { path: '/apply-now', access: 'open', screen: 'applyNow', chunk: 'apply' },
  { path: '/apply-redirect/:token', access: 'open', screen: 'applyRedirect', chunk: 'apply' },
  { path: '/logout', access: 'open', screen: 'logout', chunk: 'account' },
  { path: '/jobs', access: 'open', screen: 'jobBoard', chunk: 'jobBoard' },
  { path: '/jobs/:id', access: 'open', screen: 'jobPage', chunk: 'jobPage' },
  { path: '/jobs/:id/apply', access: 'user', screen: 'applicationForm', chunk: 'applicationForm' },
  // Anyone may check a sealed PDF (nothing uploaded there is stored).
  { path: '/verify', access: 'open', screen: 'verify', chunk: 'seal' },
  // SPEC leaves its access open: the form is for staff, everyone else reads the staff-only page.
  { path: '/internal/doc-checks', access: 'staffPage', screen: 'docChecks', chunk: 'docCheck' },
  { path: '/admin', access: 'staff', screen: 'admin', chunk: 'staff', title: /*i18n*/ 'Admin Page' },
  // The unsubscribe link of alert mails: no sign-in needed (the token is the permission).
  { path: '/unsubscribe/:token', access: 'open', screen: 'unsubscribe', chunk: 'saved' },
  { path: '/admin/jobs', access: 'staff', screen: 'adminJobs', chunk: 'staff' },
  { path: '/admin/jobs/new', access: 'staff', screen: 'adminNewJob', chunk: 'staff' },
  { path: '/admin/jobs/:id', access: 'staff', screen: 'adminEditJob', chunk: 'staff' },
  { path: '/admin/documents', access: 'staff', screen: 'adminDocuments', chunk: 'onboardingAdmin' },
  { path: '/admin/documents/status', access: 'staff', screen: 'adminDocumentStatus', chunk: 'onboardingAdmin' },
  { path: '/admin/documents/countersign', access: 'staff', screen: 'adminCountersign', chunk: 'onboardingAdmin' },
  { path: '/admin/documents/:id', access: 'staff', screen: 'adminDocumentReview', chunk: 'onboardingAdmin' },
  { path: '/admin/jobs/:id/applicants', access: 'staff', screen: 'adminApplicants', chunk: 'staff' },
  { path: '/admin/jobs/:id/board', access: 'staff', screen: 'adminBoard', chunk: 'pipeline' },
  { path: '/admin/candidates', access: 'staff', screen: 'adminCandidates', chunk: 'staff' },
  { path: '/admin/candidates/:id', access: 'staff', screen: 'adminCandidate', chunk: 'staff' },
  { path: '/admin/audit', access: 'staff', screen: 'adminAudit', chunk: 'staff' },
  { path: '/admin/content', access: 'staff', screen: 'adminContent', chunk: 'contentAdmin' },
  { path: '/admin/content/new', access: 'staff', screen: 'adminNewPage', chunk: 'contentAdmin' },
  { path: '/admin/content/:id', access: 'staff', screen: 'adminEditPage', chunk: 'contentAdmin' },
  // Admins only: the server refuses its calls to anyone else (the screen says so).
  { path: '/admin/staff', access: 'admin', screen: 'adminStaff', chunk: 'staffAccounts' },
  // Voluntary self-identification after applying; the admins' aggregate report (the server refuses staff).
  { path: '/applications/:id/self-identification', access: 'user', screen: 'selfIdentification', chunk: 'selfId' },
  { path: '/admin/self-identification', access: 'admin', screen: 'adminSelfIdReport', chunk: 'selfIdReport' },
  // Form I-9: the employee's Section 1; the I-9 staff's list and forms (the server refuses staff without the permission).
  { path: '/i9/:id', access: 'confirmed', screen: 'i9Form', chunk: 'i9' },
  { path: '/admin/i9', access: 'staff', screen: 'adminI9List', chunk: 'i9Admin' },
  // Before /admin/i9/:id, which would take "sites" for a form's id.
  { path: '/admin/i9/sites', access: 'staff', screen: 'adminI9Sites', chunk: 'i9Admin' },
  // The official PDF's editions and their mapping (before /admin/i9/:id, as the sites).
  { path: '/admin/i9/templates', access: 'staff', screen: 'adminI9Templates', chunk: 'i9Admin' },
  { path: '/admin/i9/templates/:id', access: 'staff', screen: 'adminI9Mapping', chunk: 'i9Admin' },
  { path: '/admin/i9/:id', access: 'staff', screen: 'adminI9Record', chunk: 'i9Admin' },
  { path: '/admin/mail-templates', access: 'admin', screen: 'adminMailTemplates', chunk: 'mailTemplates' },
  { path: '/admin/integrations', access: 'admin', screen: 'adminIntegrations', chunk: 'integrations' },
  { path: '/admin/brand', access: 'admin', screen: 'adminBrand', chunk: 'brand' },
  // The mailed interview link: no sign-in needed (the token is the permission).
  { path: '/interviews/choose', access: 'open', screen: 'interviewChoose', chunk: 'interviews' },
  { path: '/loading-transition', access: 'open', screen: 'loadingTransition', chunk: 'system' },
  { path: '/error', access: 'open', screen: 'error', chunk: 'system' },
];
