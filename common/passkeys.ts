/** Passkeys (WebAuthn) and step-up re-authentication: paths, answers, messages. */
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

export const PASSKEY_MESSAGES = {
  challengeExpired: 'That passkey request has expired. Please try again.',
  verificationFailed: 'That passkey could not be verified.',
  signInFailed: 'That passkey did not sign you in. Try again or use your password.',
  alreadyRegistered: 'That passkey is already registered.',
  notFound: 'That passkey was not found.',
  nameRequired: 'Give the passkey a name.',
  stepUpRequired: 'Confirm it is you before downloading this document.',
  wrongPassword: 'That password is not right.',
  codeRequired: 'Enter the 6-digit code from your authenticator app with your password.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
} as const;
