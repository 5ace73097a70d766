/** Passkeys (WebAuthn) and step-up re-authentication: paths, answers, messages. */
import { translatable } from './i18n';

export const PASSKEY_API = {
  list: '/api/account/passkeys',
  registrationOptions: '/api/account/passkeys/options',
  loginOptions: '/api/login/passkey/options',
  login: '/api/login/passkey',
  reauthenticate: '/api/account/reauthenticate',
  reauthOptions: '/api/account/reauthenticate/passkey-options',
} as const;

/** One passkey: DELETE on this path (with the password or a current code) removes it. */
export const passkeyPath = (id: number) => `${PASSKEY_API.list}/${id}`;

export interface PasskeyInfo {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface PasskeysAnswer {
  passkeys: PasskeyInfo[];
}

export interface PasskeySignInAnswer {
  ok: true;
  redirectTo: string;
}

/** GET on the re-authentication path: whether this session proved itself recently enough. */
export interface StepUpStatus {
  fresh: boolean;
  /** Whether the account has a TOTP app, so the dialog asks for a code with the password. */
  needsCode: boolean;
  /** Whether the account has a passkey to re-authenticate with. */
  hasPasskey: boolean;
  /** Whether single sign-on is configured and the account is linked to it (a fresh sign-in there confirms). */
  sso: boolean;
  /** Why the last confirmation through single sign-on failed (said once), or null. */
  ssoFailure: string | null;
}

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = /* @__PURE__ */ translatable({
  challengeExpired: /*i18n*/ { id: 'That passkey request has expired. Please try again.' },
  verificationFailed: /*i18n*/ { id: 'That passkey could not be verified.' },
  signInFailed: /*i18n*/ { id: 'That passkey did not sign you in. Try again or use your password.' },
  alreadyRegistered: /*i18n*/ { id: 'That passkey is already registered.' },
  notFound: /*i18n*/ { id: 'That passkey was not found.' },
  nameRequired: /*i18n*/ { id: 'Give the passkey a name.' },
  stepUpRequired: /*i18n*/ { id: 'Confirm it is you before downloading this document.' },
  wrongPassword: /*i18n*/ { id: 'That password is not right.' },
  codeRequired: /*i18n*/ { id: 'Enter the 6-digit code from your authenticator app with your password.' },
  tooManyAttempts: /*i18n*/ { id: 'Too many attempts. Please wait 15 minutes and try again.' },
});
