/**
 * Every route of the server, declared once: who may call it (`access`), whether a staff session
 * must have authenticated in the last 10 minutes (`stepUp`), what a staff member viewing as a
 * candidate may do there (`viewAs`: allowed, or refused as that action), and its admission class
 * and per-client limit. The guards are applied from here (server/http/declared-router.ts); a route
 * registered without a declaration fails at start-up, and test/api/platform/route-table.test.ts walks the
 * live router for routes that bypass it. docs/SECURITY.md ("The route table") gives the rules.
 * Past 300 lines because the table is the point: every route's rules are read in one place.
 */
import { SCREEN_ROUTES } from '../common/routes';
import type { PortalRoute, RouteKey, RoutePolicy } from './http/route-policy';

/** A screen of the SPA: its HTML shell is public; the data it shows comes from the calls below. */
const SCREEN: PortalRoute = { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' };

const SCREENS = Object.fromEntries(SCREEN_ROUTES.map((r) => [`GET ${r.path}`, SCREEN])) as Record<
  RouteKey,
  PortalRoute
>;

export const ROUTE_TABLE = {
  ...SCREENS,

  // Operations: health and readiness for the load balancer, metrics with their own bearer token.
  'GET /healthz': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /readyz': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /metrics': { access: 'token', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /robots.txt': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead' },
  // Nobody else owns the path: a content page, or the SPA's 404.
  'GET /{*splat}': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead' },

  // Accounts: sign-in, registration, confirmation, password reset (a viewing staff member changes
  // no account: theirs, the candidate's or a new one).
  'GET /': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /login': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/is-user': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/is-confirmed-user': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/captcha/challenge': { access: 'public', viewAs: 'allow', stepUp: false, class: 'signIn', limit: 'captcha' },
  'POST /register': { access: 'public', viewAs: 'other', stepUp: false, class: 'signIn', limit: 'register' },
  'GET /confirm-email': { access: 'token', viewAs: 'allow', stepUp: false, class: 'signIn' },
  'POST /api/request-password-reset': {
    access: 'public',
    viewAs: 'other',
    stepUp: false,
    class: 'signIn',
    limit: 'reset-request',
  },
  'POST /api/verify-password-reset-token': {
    access: 'token',
    viewAs: 'allow',
    stepUp: false,
    class: 'signIn',
    limit: 'reset-verify',
  },
  'POST /api/reset-password': { access: 'token', viewAs: 'other', stepUp: false, class: 'signIn', limit: 'reset' },
  'POST /login': { access: 'public', viewAs: 'other', stepUp: false, class: 'signIn' },
  // While viewing, logging out ends the view first and signs the staff member out.
  'POST /logout': { access: 'public', viewAs: 'allow', stepUp: false, class: 'signIn' },
  'GET /api/session-token': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },

  // Two-factor sign-in and the account's own sessions (a viewing staff member neither reads nor
  // changes the candidate's sign-in).
  'GET /api/account/two-factor': { access: 'user', viewAs: 'other', stepUp: false, class: 'read' },
  'POST /api/account/two-factor/enrolment': { access: 'user', viewAs: 'other', stepUp: false, class: 'write' },
  'POST /api/account/two-factor/enrolment/confirm': {
    access: 'user',
    viewAs: 'other',
    stepUp: false,
    class: 'write',
    limit: 'mfa-confirm',
  },
  'POST /api/account/two-factor/disable': {
    access: 'user',
    viewAs: 'other',
    stepUp: false,
    class: 'write',
    limit: 'mfa-reauth',
  },
  'POST /api/account/two-factor/recovery-codes': {
    access: 'user',
    viewAs: 'other',
    stepUp: false,
    class: 'write',
    limit: 'mfa-reauth',
  },
  'GET /api/account/sessions': { access: 'user', viewAs: 'other', stepUp: false, class: 'read' },
  'POST /api/account/sessions/end-others': { access: 'user', viewAs: 'other', stepUp: false, class: 'write' },
  'DELETE /api/account/sessions/:id': { access: 'user', viewAs: 'other', stepUp: false, class: 'write' },
  // The second step of a sign-in pending in this session.
  'POST /api/login/second-factor': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'signIn',
    limit: 'second-factor',
  },

  // Passkeys (a viewing staff member neither reads nor changes the candidate's), passkey sign-in,
  // and step-up, which proves the session's own user: while viewing, the staff member.
  'GET /api/account/passkeys': { access: 'user', viewAs: 'other', stepUp: false, class: 'read' },
  'POST /api/account/passkeys/options': {
    access: 'user',
    viewAs: 'other',
    stepUp: false,
    class: 'write',
    limit: 'passkey-options',
  },
  'POST /api/account/passkeys': {
    access: 'user',
    viewAs: 'other',
    stepUp: false,
    class: 'write',
    limit: 'passkey-add',
  },
  'DELETE /api/account/passkeys/:id': {
    access: 'user',
    viewAs: 'other',
    stepUp: false,
    class: 'write',
    limit: 'mfa-reauth',
  },
  'POST /api/login/passkey/options': {
    access: 'public',
    viewAs: 'other',
    stepUp: false,
    class: 'signIn',
    limit: 'passkey-options',
  },
  'POST /api/login/passkey': { access: 'public', viewAs: 'other', stepUp: false, class: 'signIn' },
  'GET /api/account/reauthenticate': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/account/reauthenticate/passkey-options': {
    access: 'user',
    viewAs: 'allow',
    stepUp: false,
    class: 'signIn',
    limit: 'passkey-options',
  },
  'POST /api/account/reauthenticate': {
    access: 'user',
    viewAs: 'allow',
    stepUp: false,
    class: 'signIn',
    limit: 'reauthenticate',
  },

  // Staff single sign-on: a sign-in (refused while viewing, by the route itself: a step-up from a
  // view is allowed), and the provider's callback.
  'GET /auth/oidc': { access: 'public', viewAs: 'allow', stepUp: false, class: 'signIn', limit: 'oidc-start' },
  'GET /auth/oidc/callback': {
    access: 'token',
    viewAs: 'allow',
    stepUp: false,
    class: 'signIn',
    limit: 'oidc-callback',
  },

  // SPEC's document checks for staff.
  'POST /api/documents/doc-check/substitution': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/documents/doc-check/signing': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/documents/doc-check/:docHandle/seal': { access: 'staff', stepUp: false, class: 'read' },

  // The candidate's documents: the download is the candidate's own; a viewing staff member needs
  // step-up for it (and is audited), and may neither upload nor report signing events.
  'GET /api/documents/:docHandle.pdf': { access: 'confirmed', viewAs: 'allow', stepUp: true, class: 'read' },
  'PUT /api/documents/:docHandle.pdf': { access: 'confirmed', viewAs: 'upload', stepUp: false, class: 'sign' },
  'GET /api/documents/:docHandle/report-event': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/documents/:docHandle/credential': { access: 'confirmed', viewAs: 'upload', stepUp: false, class: 'sign' },

  // The built-in signing page and its ceremony (the ceremony key is checked by the service).
  'POST /api/esign/open': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'GET /api/esign/document.pdf': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'GET /api/esign/pages': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'GET /api/esign/pages/:sha256/:page.webp': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/esign/consent': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/esign/finish': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/esign/decline': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/esign/cancel': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/esign/timeout': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'POST /api/esign/extend': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'sign' },
  'GET /api/me/esign-consent': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/me/esign-consent/withdraw': { access: 'confirmed', viewAs: 'sign', stepUp: false, class: 'write' },
  'POST /api/staff/credential-templates': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/documents/:id/approve': { access: 'staff', stepUp: false, class: 'write' },

  // The candidate's résumé (the file: step-up and audit for a viewing staff member).
  'GET /api/me/resume': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'PUT /api/me/resume': { access: 'confirmed', viewAs: 'resume', stepUp: false, class: 'write' },
  'GET /api/me/resume/file': { access: 'confirmed', viewAs: 'allow', stepUp: true, class: 'read' },
  'DELETE /api/me/resume': { access: 'confirmed', viewAs: 'resume', stepUp: false, class: 'write' },
  'POST /api/me/resume/suggestions': { access: 'confirmed', viewAs: 'resume', stepUp: false, class: 'write' },

  // Seals: the embedded CA and its revocation list, and /verify (anyone; each opens a file in the pool).
  'GET /.well-known/signing-ca.pem': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead' },
  'GET /.well-known/signing-ca.crl': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead' },
  'POST /api/verify': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read', limit: 'verify' },

  // Jobs: the public board and job pages (per-client limit for visitors), the sitemap, search.
  'GET /api/jobs': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead', limit: 'publicReads' },
  'GET /jobs': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead', limit: 'publicReads' },
  'GET /api/jobs/:jobOrderId': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'anonymousRead',
    limit: 'publicReads',
  },
  'GET /jobs/:jobOrderId': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'anonymousRead',
    limit: 'publicReads',
  },
  'GET /sitemap.xml': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'anonymousRead',
    limit: 'publicReads',
  },
  'GET /sitemap-:part.xml': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'anonymousRead',
    limit: 'publicReads',
  },
  'POST /api/jobsearch': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/jobsearch/locations': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/jobsearch/jobs/:jobOrderId': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/jobsearch/distance/:jobOrderId': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/jobsearch/apply/:jobOrderId': { access: 'user', viewAs: 'apply', stepUp: false, class: 'apply' },
  'GET /api/get-initial-search-opts': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/jobs/:jobOrderId/application-form': { access: 'user', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/jobs/:jobOrderId/applications': { access: 'user', viewAs: 'apply', stepUp: false, class: 'apply' },

  // Apply from an emailed link (the applicant id or the one-click token is the credential).
  'GET /api/applicant/:id': { access: 'token', viewAs: 'allow', stepUp: false, class: 'apply', limit: 'apply-link' },
  'POST /api/token': { access: 'token', viewAs: 'allow', stepUp: false, class: 'apply', limit: 'apply-link' },
  'GET /api/v1/joborder/:jobOrderId': {
    access: 'token',
    viewAs: 'allow',
    stepUp: false,
    class: 'apply',
    limit: 'apply-link',
  },
  'POST /api/apply': { access: 'token', viewAs: 'apply', stepUp: false, class: 'apply', limit: 'apply-link' },
  'POST /apply-redirect/:token': {
    access: 'token',
    viewAs: 'apply',
    stepUp: false,
    class: 'apply',
    limit: 'apply-link',
  },
  'GET /api/apply-links/:token': {
    access: 'token',
    viewAs: 'allow',
    stepUp: false,
    class: 'apply',
    limit: 'apply-link',
  },
  'POST /api/applicant/:id/password': {
    access: 'token',
    viewAs: 'other',
    stepUp: false,
    class: 'signIn',
    limit: 'apply-link',
  },
  'POST /api/staff/apply-links': { access: 'staff', stepUp: false, class: 'write' },

  // Integrations (admins). A key reads candidates' personal data from anywhere, and a webhook sends
  // it out: making, changing, revoking or replaying either takes a recent authentication.
  'GET /feeds/jobs.xml': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'anonymousRead',
    limit: 'publicReads',
  },
  'POST /api/admin/feeds/import': { access: 'admin', stepUp: false, class: 'write' },
  'GET /api/admin/webhooks': { access: 'admin', stepUp: false, class: 'read' },
  'POST /api/admin/webhooks': { access: 'admin', stepUp: true, class: 'write' },
  'PATCH /api/admin/webhooks/:id': { access: 'admin', stepUp: true, class: 'write' },
  'DELETE /api/admin/webhooks/:id': { access: 'admin', stepUp: true, class: 'write' },
  // A test event carries no one's data: no step-up.
  'POST /api/admin/webhooks/:id/test': { access: 'admin', stepUp: false, class: 'write' },
  'GET /api/admin/webhooks/:id/deliveries': { access: 'admin', stepUp: false, class: 'read' },
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay': { access: 'admin', stepUp: true, class: 'write' },
  'GET /api/admin/api-keys': { access: 'admin', stepUp: false, class: 'read' },
  'POST /api/admin/api-keys': { access: 'admin', stepUp: true, class: 'write' },
  'POST /api/admin/api-keys/:id/revoke': { access: 'admin', stepUp: true, class: 'write' },

  // The employer's brand (admins): every page and mail shows it, so each change takes a recent
  // authentication; its files are public, named by their content's hash.
  'GET /brand/:name': { access: 'public', viewAs: 'allow', stepUp: false, class: 'anonymousRead' },
  'GET /api/admin/brand': { access: 'admin', stepUp: false, class: 'read' },
  'PUT /api/admin/brand/colour': { access: 'admin', stepUp: true, class: 'write' },
  'PUT /api/admin/brand/images/:slot': { access: 'admin', stepUp: true, class: 'write' },
  'DELETE /api/admin/brand/images/:slot': { access: 'admin', stepUp: true, class: 'write' },

  // The candidate home (every /api/me call needs a confirmed address).
  'GET /api/me/profile': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'PUT /api/me/profile': { access: 'confirmed', viewAs: 'profile', stepUp: false, class: 'write' },
  'GET /api/me/time-zone': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'PUT /api/me/time-zone': { access: 'confirmed', viewAs: 'profile', stepUp: false, class: 'write' },
  // The language switcher: a visitor's cookie, and a signed-in account's choice (never the viewed
  // candidate's: a viewing staff member changes only their own page's language).
  'PUT /api/language': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read', limit: 'publicReads' },
  'GET /api/me/applications': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/me/applications/:id/withdraw': { access: 'confirmed', viewAs: 'apply', stepUp: false, class: 'apply' },
  'GET /api/me/recommended-jobs': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },

  // Saved jobs and searches, and the alert mail's one-click unsubscribe (its token is the credential).
  'GET /api/me/saved-jobs': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'PUT /api/me/saved-jobs/:jobOrderId': { access: 'confirmed', viewAs: 'saved', stepUp: false, class: 'write' },
  'DELETE /api/me/saved-jobs/:jobOrderId': { access: 'confirmed', viewAs: 'saved', stepUp: false, class: 'write' },
  'GET /api/me/saved-searches': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/me/saved-searches': { access: 'confirmed', viewAs: 'saved', stepUp: false, class: 'write' },
  'GET /api/me/saved-searches/:id': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'PATCH /api/me/saved-searches/:id': { access: 'confirmed', viewAs: 'saved', stepUp: false, class: 'write' },
  'DELETE /api/me/saved-searches/:id': { access: 'confirmed', viewAs: 'saved', stepUp: false, class: 'write' },
  'GET /api/unsubscribe/:token': {
    access: 'token',
    viewAs: 'allow',
    stepUp: false,
    class: 'read',
    limit: 'unsubscribe',
  },
  'POST /unsubscribe/:token': { access: 'token', viewAs: 'saved', stepUp: false, class: 'write', limit: 'unsubscribe' },

  // Privacy self-service: the archive hands out everything held about the candidate; deleting
  // ends the account (password guesses throttled like sign-ins).
  'GET /api/me/export': { access: 'confirmed', viewAs: 'privacy', stepUp: false, class: 'read' },
  'POST /api/me/delete-account': {
    access: 'confirmed',
    viewAs: 'privacy',
    stepUp: false,
    class: 'write',
    limit: 'delete-account',
  },

  // The console's candidates: résumés are personal files (step-up); view as candidate; invitations;
  // the audit log. Ending a view is reached while viewing (no staff role then).
  'GET /api/staff/candidates': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/candidates/:id': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/candidates/:id/resume': { access: 'staff', stepUp: true, class: 'read' },
  'GET /api/staff/applications/:id/resume': { access: 'staff', stepUp: true, class: 'read' },
  'POST /api/staff/candidates/:id/view-as': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/view-as/end': { access: 'user', viewAs: 'allow', stepUp: false, class: 'write' },
  'POST /api/staff/jobs/:id/invitations': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/jobs/:id/invitations': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/audit': { access: 'staff', stepUp: false, class: 'read' },

  // The staff console's jobs and applications. Applicants' names and addresses leaving the portal
  // (the CSV) take a recent authentication.
  'GET /api/staff/overview': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/jobs': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/jobs.csv': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/jobs': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/jobs/preview': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/jobs/:id': { access: 'staff', stepUp: false, class: 'read' },
  'PUT /api/staff/jobs/:id': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/jobs/:id/status': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/jobs/:id/applicants': { access: 'staff', stepUp: false, class: 'read' },
  'PUT /api/staff/jobs/:id/questions/:questionId/translations/:language': {
    access: 'staff',
    stepUp: false,
    class: 'write',
  },
  'DELETE /api/staff/jobs/:id/questions/:questionId/translations/:language': {
    access: 'staff',
    stepUp: false,
    class: 'write',
  },
  'GET /api/staff/jobs/:id/applicants.csv': { access: 'staff', stepUp: true, class: 'read' },
  'POST /api/staff/applications/:id/status': { access: 'staff', stepUp: false, class: 'write' },

  // The pipeline board.
  'GET /api/staff/jobs/:id/board': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/jobs/:id/board/move': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/jobs/:id/board/mail': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/applications/:id/notes': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/applications/:id/notes': { access: 'staff', stepUp: false, class: 'write' },
  'DELETE /api/staff/applications/:id/notes/:noteId': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/applications/:id/tags': { access: 'staff', stepUp: false, class: 'write' },
  'DELETE /api/staff/applications/:id/tags/:label': { access: 'staff', stepUp: false, class: 'write' },

  // Onboarding for staff: templates, packets, assignments, review. A candidate's signed document
  // takes a recent authentication.
  'GET /api/staff/document-templates': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/document-templates': { access: 'staff', stepUp: false, class: 'write' },
  'PUT /api/staff/document-templates/order': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/document-templates/:id': { access: 'staff', stepUp: false, class: 'read' },
  'PUT /api/staff/document-templates/:id': { access: 'staff', stepUp: false, class: 'write' },
  'PUT /api/staff/document-templates/:id/translations/:language': { access: 'staff', stepUp: false, class: 'write' },
  'DELETE /api/staff/document-templates/:id/translations/:language': {
    access: 'staff',
    stepUp: false,
    class: 'write',
  },
  'GET /api/staff/document-templates/:id/preview': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/document-packets': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/document-packets': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/document-assignments': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/document-status': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/documents/:id': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/documents/:id/signed.pdf': { access: 'staff', stepUp: true, class: 'read' },
  'POST /api/staff/documents/:id/reject': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/documents/:id/cancel': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/documents/:id/extend': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/documents/:id/remind': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/countersignatures': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/documents/:id/countersign': { access: 'staff', stepUp: false, class: 'sign' },
  'GET /api/staff/document-reminders': { access: 'staff', stepUp: false, class: 'read' },
  'PUT /api/staff/document-reminders': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/document-reminders/send': { access: 'staff', stepUp: false, class: 'write' },

  // Content pages (staff) and mail templates (admins).
  // The accessibility conformance report, rendered from the repository's docs/ (read once).
  'GET /api/accessibility/report': {
    access: 'public',
    viewAs: 'allow',
    stepUp: false,
    class: 'anonymousRead',
    limit: 'publicReads',
  },
  'GET /api/staff/content': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/content': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/content/preview': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/content/:id': { access: 'staff', stepUp: false, class: 'read' },
  'PUT /api/staff/content/:id': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/content/:id/publish': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/content/:id/versions': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/content/:id/versions/:version/restore': { access: 'staff', stepUp: false, class: 'write' },
  'PUT /api/staff/content/:id/translations/:language': { access: 'staff', stepUp: false, class: 'write' },
  'DELETE /api/staff/content/:id/translations/:language': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/mail-templates': { access: 'admin', stepUp: false, class: 'read' },
  'PUT /api/staff/mail-templates/:key': { access: 'admin', stepUp: false, class: 'write' },
  'POST /api/staff/mail-templates/:key/preview': { access: 'admin', stepUp: false, class: 'read' },
  'POST /api/staff/mail-templates/:key/preview.html': { access: 'admin', stepUp: false, class: 'read' },
  'DELETE /api/staff/mail-templates/:key': { access: 'admin', stepUp: false, class: 'write' },
  'PUT /api/staff/mail-templates/:key/translations/:language': { access: 'admin', stepUp: false, class: 'write' },
  'DELETE /api/staff/mail-templates/:key/translations/:language': { access: 'admin', stepUp: false, class: 'write' },

  // Staff accounts (admins). Who may see every candidate's personal data, and who may sign in at
  // all: inviting, changing a role, ending someone's sessions and deactivating take step-up.
  'GET /api/staff/accounts': { access: 'admin', stepUp: false, class: 'read' },
  'POST /api/staff/accounts': { access: 'admin', stepUp: true, class: 'write' },
  'PUT /api/staff/accounts/:id/role': { access: 'admin', stepUp: true, class: 'write' },
  'POST /api/staff/accounts/:id/sessions/end': { access: 'admin', stepUp: true, class: 'write' },
  'POST /api/staff/accounts/:id/deactivate': { access: 'admin', stepUp: true, class: 'write' },
  // Granting a permission beyond the role (Form I-9s).
  'PUT /api/staff/accounts/:id/permissions': { access: 'admin', stepUp: true, class: 'write' },

  // Form I-9 (docs/product.md §4.19). The employee's own form, never a viewing staff member's to
  // read or give; any recruiter records an acceptance made outside the portal; only staff with the
  // `i9` permission open the forms, and their changes take step-up.
  'POST /api/me/applications/:id/offer/accept': { access: 'confirmed', viewAs: 'i9', stepUp: false, class: 'write' },
  'GET /api/me/i9': { access: 'confirmed', viewAs: 'i9', stepUp: false, class: 'read' },
  'GET /api/me/i9/:id': { access: 'confirmed', viewAs: 'i9', stepUp: false, class: 'read' },
  'PUT /api/me/i9/:id/section1': { access: 'confirmed', viewAs: 'i9', stepUp: false, class: 'sign' },
  'POST /api/me/i9/:id/corrections': { access: 'confirmed', viewAs: 'i9', stepUp: false, class: 'write' },
  'POST /api/staff/applications/:id/offer-acceptance': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/applications/:id/offer-acceptance': { access: 'staff', stepUp: false, class: 'read' },
  'GET /api/staff/i9/sites': { access: 'staff', stepUp: false, class: 'read' },
  // Hiring sites: their E-Verify enrolment and calendar set what the forms opened there ask and when.
  'POST /api/staff/i9/sites': { access: 'i9', stepUp: true, class: 'write' },
  'PUT /api/staff/i9/sites/:siteId': { access: 'i9', stepUp: true, class: 'write' },
  // The official PDF: its editions (uploaded and mapped by I-9 staff) and each form's sealed file.
  'GET /api/staff/i9-templates': { access: 'i9', stepUp: false, class: 'read' },
  'GET /api/staff/i9-templates/notice': { access: 'i9', stepUp: false, class: 'read' },
  'POST /api/staff/i9-templates': { access: 'i9', stepUp: true, class: 'write' },
  'GET /api/staff/i9-templates/:id': { access: 'i9', stepUp: false, class: 'read' },
  'PUT /api/staff/i9-templates/:id/mapping': { access: 'i9', stepUp: true, class: 'write' },
  'GET /api/staff/i9/:id/pdf': { access: 'i9', stepUp: false, class: 'read' },
  'GET /api/staff/i9': { access: 'i9', stepUp: false, class: 'read' },
  'GET /api/staff/i9/:id': { access: 'i9', stepUp: false, class: 'read' },
  'PUT /api/staff/i9/:id/section2': { access: 'i9', stepUp: true, class: 'write' },
  'POST /api/staff/i9/:id/corrections': { access: 'i9', stepUp: true, class: 'write' },
  'PUT /api/staff/i9/:id/employment-end': { access: 'i9', stepUp: true, class: 'write' },
  'PUT /api/staff/i9/:id/supplement-b': { access: 'i9', stepUp: true, class: 'write' },
  // Copies of the documents examined: identity documents, so the download takes step-up too.
  'POST /api/staff/i9/:id/copies': { access: 'i9', stepUp: true, class: 'write' },
  'GET /api/staff/i9/:id/copies/:copyId': { access: 'i9', stepUp: true, class: 'read' },
  'DELETE /api/staff/i9/:id/copies/:copyId': { access: 'i9', stepUp: true, class: 'write' },
  'PUT /api/staff/i9/:id/receipt-replacement': { access: 'i9', stepUp: true, class: 'write' },
  // Inspection and retention: the export hands out every employee's I-9 (step-up); the forms past
  // their retention date are destroyed only as an admin confirms (step-up), never silently.
  'GET /api/staff/i9/export': { access: 'i9', stepUp: true, class: 'read' },
  'GET /api/admin/i9/retention': { access: 'admin', stepUp: false, class: 'read' },
  'POST /api/admin/i9/purges': { access: 'admin', stepUp: true, class: 'write' },
  'PUT /api/staff/i9/:id/rehire': { access: 'i9', stepUp: true, class: 'write' },

  // Voluntary self-identification: the candidate's own answers (never a viewing staff member's
  // to read or give), and the admins' aggregate report.
  'GET /api/me/self-identification': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/me/applications/:id/self-identification': {
    access: 'confirmed',
    viewAs: 'selfId',
    stepUp: false,
    class: 'read',
  },
  'PUT /api/me/applications/:id/self-identification': {
    access: 'confirmed',
    viewAs: 'selfId',
    stepUp: false,
    class: 'write',
  },
  'POST /api/me/applications/:id/self-identification/skip': {
    access: 'confirmed',
    viewAs: 'selfId',
    stepUp: false,
    class: 'write',
  },
  'GET /api/admin/self-identification/report': { access: 'admin', stepUp: false, class: 'read' },

  // Interviews: staff propose and move them; the candidate chooses on the dashboard or from the
  // mailed link (its token is the credential).
  'POST /api/staff/applications/:id/interviews': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/staff/applications/:id/interviews': { access: 'staff', stepUp: false, class: 'read' },
  'POST /api/staff/interviews/:id/reschedule': { access: 'staff', stepUp: false, class: 'write' },
  'POST /api/staff/interviews/:id/cancel': { access: 'staff', stepUp: false, class: 'write' },
  'GET /api/me/interviews': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/me/interviews/:id/pick': { access: 'confirmed', viewAs: 'other', stepUp: false, class: 'apply' },
  'GET /api/me/interviews/:id/calendar.ics': { access: 'confirmed', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/interview-invitations': { access: 'token', viewAs: 'allow', stepUp: false, class: 'read' },
  'GET /api/interview-invitations/calendar.ics': { access: 'token', viewAs: 'allow', stepUp: false, class: 'read' },
  'POST /api/interview-invitations/pick': { access: 'token', viewAs: 'other', stepUp: false, class: 'apply' },

  // The REST API: a key's scopes are its authority (no session, no step-up). The reference needs no key.
  'GET /api/v1/openapi.json': { access: 'apiKey', scope: null, class: 'read' },
  'GET /api/v1/docs': { access: 'apiKey', scope: null, class: 'read' },
  'GET /api/v1/docs.css': { access: 'apiKey', scope: null, class: 'read' },
  'GET /api/v1/jobs': { access: 'apiKey', scope: 'jobs:read', class: 'read' },
  'GET /api/v1/jobs/:id': { access: 'apiKey', scope: 'jobs:read', class: 'read' },
  'POST /api/v1/jobs': { access: 'apiKey', scope: 'jobs:write', class: 'write' },
  'PUT /api/v1/jobs/by-external-id/:externalId': { access: 'apiKey', scope: 'jobs:write', class: 'write' },
  'POST /api/v1/jobs/:id/close': { access: 'apiKey', scope: 'jobs:write', class: 'write' },
  'GET /api/v1/applications': { access: 'apiKey', scope: 'applications:read', class: 'read' },
  'GET /api/v1/applications/:id': { access: 'apiKey', scope: 'applications:read', class: 'read' },
  'POST /api/v1/applications/:id/status': { access: 'apiKey', scope: 'applications:write', class: 'write' },
  'GET /api/v1/candidates/:id': { access: 'apiKey', scope: 'candidates:read', class: 'read' },
  'GET /api/v1/document-templates': { access: 'apiKey', scope: 'documents:read', class: 'read' },
  'GET /api/v1/documents': { access: 'apiKey', scope: 'documents:read', class: 'read' },
  'POST /api/v1/documents': { access: 'apiKey', scope: 'documents:write', class: 'write' },
  'GET /api/v1/documents/:id': { access: 'apiKey', scope: 'documents:read', class: 'read' },
  'GET /api/v1/documents/:id/signed.pdf': { access: 'apiKey', scope: 'documents:read', class: 'read' },

  // GraphQL: each resolver checks its user (server/graphql/guards.ts); a viewing staff member reads only.
  'GET /graphql': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read', limit: 'graphql' },
  'POST /graphql': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read', limit: 'graphql' },

  // The outbox in the browser, outside production only.
  'GET /dev/mail': { access: 'public', viewAs: 'allow', stepUp: false, class: 'read' },
} satisfies Record<RouteKey, RoutePolicy>;
