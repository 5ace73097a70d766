/** Two-factor sign-in (TOTP, recovery codes) and the account's sessions: paths, inputs, answers, messages. */
import { translatable } from './i18n';

export const MFA_API = {
  status: '/api/account/two-factor',
  enrolment: '/api/account/two-factor/enrolment',
  confirm: '/api/account/two-factor/enrolment/confirm',
  disable: '/api/account/two-factor/disable',
  recoveryCodes: '/api/account/two-factor/recovery-codes',
  sessions: '/api/account/sessions',
  endOthers: '/api/account/sessions/end-others',
  secondFactor: '/api/login/second-factor',
} as const;

/** One session of the list: DELETE on this path ends it. */
export const sessionPath = (id: string) => `${MFA_API.sessions}/${encodeURIComponent(id)}`;

export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 when two-factor is off). */
  recoveryCodesLeft: number;
  /** Staff must enrol before the console opens (MFA_REQUIRED_FOR_STAFF). */
  required: boolean;
}

/** The start of an enrolment: shown once, never answered again after it is confirmed. */
export interface EnrolmentStart {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The QR code of `otpauthUri` as an SVG data: URL. */
  qrDataUrl: string;
}

export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

/** How a session signed in: the sessions list says it in words (SIGN_IN_METHODS). */
export type SignInMethod = 'password' | 'totp' | 'recoveryCode' | 'passkey' | 'sso' | 'link';
export const SIGN_IN_METHODS = /* @__PURE__ */ translatable({
  password: /*i18n*/ { id: 'Password' },
  totp: /*i18n*/ { id: 'Password and authenticator code' },
  recoveryCode: /*i18n*/ { id: 'Password and recovery code' },
  passkey: /*i18n*/ { id: 'Passkey' },
  sso: /*i18n*/ { id: 'Single sign-on' },
  link: /*i18n*/ { id: 'Link from an email' },
});

export interface SessionInfo {
  id: string;
  /** How it signed in; null for a session that began before this was kept. */
  method: SignInMethod | null;
  /** The browser and system in plain words ("Firefox on Windows"). */
  device: string;
  ip: string | null;
  /** The address's country, or "a local network"; null when not known. */
  place: string | null;
  signedInAt: string | null;
  lastSeenAt: string;
  current: boolean;
}

export interface SessionsAnswer {
  sessions: SessionInfo[];
}

export interface SecondFactorAnswer {
  ok: true;
  redirectTo: string;
}

export const RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = /* @__PURE__ */ translatable({
  wrongCode: /*i18n*/ { id: 'That code is not right, or it was already used. Wait for the next code and try again.' },
  /** Setting up, no code was ever used: the usual cause is another account's code, or the phone's clock. */
  wrongSetupCode: /*i18n*/ {
    id: 'That code does not match. Enter the code your app shows for this account now (check that the phone’s time is set automatically).',
  },
  wrongRecoveryCode: /*i18n*/ { id: 'That recovery code is not right, or it was already used.' },
  wrongPassword: /*i18n*/ { id: 'That password is not right.' },
  noPendingSignIn: /*i18n*/ { id: 'Your sign-in has expired. Please sign in again.' },
  tooManyAttempts: /*i18n*/ { id: 'Too many attempts. Please wait 15 minutes and try again.' },
  codesLocked: /*i18n*/ {
    id: 'Too many wrong codes. Use a recovery code or sign in with a passkey, or wait 15 minutes and try again.',
  },
  alreadyEnabled: /*i18n*/ { id: 'Two-factor sign-in is already on.' },
  notEnrolling: /*i18n*/ { id: 'Start the set-up again: no set-up is in progress.' },
  notEnabled: /*i18n*/ { id: 'Two-factor sign-in is not on.' },
  enrolmentRequired: /*i18n*/ { id: 'Set up two-factor sign-in at /account/security before using the staff console.' },
  sessionNotFound: /*i18n*/ { id: 'That session has already ended.' },
  useLogout: /*i18n*/ { id: 'To end the session of this browser, log out.' },
});
