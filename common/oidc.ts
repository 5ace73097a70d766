/** Staff single sign-on (OpenID Connect): paths and the messages the login page shows. */
import { translatable } from './i18n';

export const OIDC_PATHS = {
  /** GET, optionally ?r=<return path>; ?stepUp=1 re-authenticates a signed-in session. */
  start: '/auth/oidc',
  callback: '/auth/oidc/callback',
} as const;

/** Why a single sign-on failed, as recorded in the audit log. */
export type OidcFailureReason =
  | 'not_configured'
  | 'no_pending'
  | 'state_mismatch'
  | 'provider_error'
  | 'provider_unreachable'
  | 'token_rejected'
  | 'response_invalid'
  | 'email_unverified'
  | 'no_account'
  | 'candidate'
  | 'deactivated'
  | 'claim_refused'
  | 'linked_elsewhere'
  | 'not_linked';

/** The message of each failure, shown on the login page (or above the page a step-up came from). */
export const OIDC_MESSAGES = /* @__PURE__ */ translatable({
  not_configured: /*i18n*/ { id: 'Single sign-on is not set up on this portal.' },
  no_pending: /*i18n*/ { id: 'That single sign-on took too long or was already used. Please try again.' },
  state_mismatch: /*i18n*/ { id: 'That single sign-on answer was not for this browser. Please try again.' },
  provider_error: /*i18n*/ { id: 'The single sign-on provider did not sign you in.' },
  provider_unreachable: /*i18n*/ { id: 'The single sign-on provider could not be reached. Please try again later.' },
  token_rejected: /*i18n*/ {
    id: 'The single sign-on provider refused that sign-in (it may have expired). Please try again.',
  },
  response_invalid: /*i18n*/ { id: 'The single sign-on answer could not be verified. Please try again.' },
  email_unverified: /*i18n*/ {
    id: 'Your single sign-on account has no verified email address, so it cannot sign you in here.',
  },
  no_account: /*i18n*/ { id: 'Your single sign-on account has no staff access to this portal. Ask an administrator.' },
  candidate: /*i18n*/ {
    id: 'Single sign-on is for staff. Candidates sign in with their email and password or a passkey.',
  },
  deactivated: /*i18n*/ { id: 'This account has been deactivated. Ask an administrator if you need access again.' },
  claim_refused: /*i18n*/ {
    id: 'Your single sign-on account no longer has staff access to this portal. Ask an administrator.',
  },
  linked_elsewhere: /*i18n*/ {
    id: 'This portal account is linked to another single sign-on account. Ask an administrator.',
  },
  not_linked: /*i18n*/ { id: 'Confirm it is you with the single sign-on account this portal account signed in with.' },
});

export const SSO_TEXT = /* @__PURE__ */ translatable({
  /** A staff or admin password sign-in while OIDC_REQUIRED_FOR_STAFF is on. */
  required: /*i18n*/ {
    id: 'Staff sign in with single sign-on: use the single sign-on button below the form instead of a password.',
  },
});
