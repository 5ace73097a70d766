/** Two-factor sign-in (TOTP, recovery codes) and the account's sessions: paths, inputs, answers, messages. */
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
export const SIGN_IN_METHODS: Record<SignInMethod, string> = {
  password: 'Password',
  totp: 'Password and authenticator code',
  recoveryCode: 'Password and recovery code',
  passkey: 'Passkey',
  sso: 'Single sign-on',
  link: 'Link from an email',
};

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

export const MFA_MESSAGES = {
  wrongCode: 'That code is not right, or it was already used. Wait for the next code and try again.',
  /** Setting up, no code was ever used: the usual cause is another account's code, or the phone's clock. */
  wrongSetupCode:
    'That code does not match. Enter the code your app shows for this account now (check that the phone’s time is set automatically).',
  wrongRecoveryCode: 'That recovery code is not right, or it was already used.',
  wrongPassword: 'That password is not right.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  codesLocked: 'Too many wrong codes. Use a recovery code or sign in with a passkey, or wait 15 minutes and try again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnrolling: 'Start the set-up again: no set-up is in progress.',
  notEnabled: 'Two-factor sign-in is not on.',
  enrolmentRequired: 'Set up two-factor sign-in at /account/security before using the staff console.',
  sessionNotFound: 'That session has already ended.',
  useLogout: 'To end the session of this browser, log out.',
} as const;
