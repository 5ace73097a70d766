/**
 * Texts of the login page (the auth chunk) and titles of every account screen. Quoted SPEC texts
 * (§1, §2, §5, §8) are word for word; the rest fill what SPEC leaves open ("Other messages: not
 * shown"). The other account screens' texts are in account-messages.ts, out of the login's chunk.
 */
// Two docs/product.md §5 texts are shared with the server and live in common/: PASSWORD_HINT in
// common/auth.ts and 'Email address is invalid' in common/text.ts. They are imported from there,
// never copied.

/** Document titles, each also the page's h1 (docs/product.md §2). */
export const AUTH_TITLES = {
  login: 'Log In',
  register: 'New User Registration',
  confirm: 'Registration Confirmed',
  requestReset: 'Reset Password',
  reset: 'Enter New password',
  contact: 'Contact Us',
  logout: 'Log Out',
} as const;

/** docs/product.md §1: the public landing pitch. */
export const LANDING_PITCH = {
  heading: 'Land The Perfect Job Today',
  steps: [
    { title: 'Upload a resume', text: 'Add your resume once and let recruiters find you.' },
    { title: 'Explore jobs', text: 'Search openings by keyword, type, category and location.' },
    { title: 'Apply in one click', text: 'Send your application with a single click.' },
  ],
  browse: 'Browse open jobs',
  browseNote: 'No account needed to look.',
} as const;

export const LOGIN_TEXT = {
  email: 'Email',
  password: 'Password',
  submit: 'Log In',
  submitting: 'Logging in…',
  forgotPassword: 'Forgot Password?',
  noAccount: 'New here?',
  // Not 'Sign up': the header already has a link of that name on this page.
  signUp: 'Create an account',
  passkey: 'Sign in with a passkey',
  passkeyBusy: 'Waiting for your passkey…',
  passkeyCancelled: 'No passkey was used. Try again, or sign in with your password.',
  passkeyFailed: 'Signing in with a passkey did not work. Please try again.',
  /** Arriving from Job Search, which needs an account: the job board does not. */
  searchNeedsAccount: 'Job Search uses your profile, so it needs an account. You can see every open job without one:',
  browseJobs: 'Browse jobs without an account',
} as const;

export const SECOND_FACTOR_TEXT = {
  title: 'Two-factor sign-in',
  loading: 'Loading…',
  failed: 'The code form could not be loaded. Please reload the page.',
  codeIntro: 'Enter the 6-digit code from your authenticator app.',
  code: '6-digit code',
  recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
  recoveryCode: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useApp: 'Use a code from the app',
  submit: 'Verify',
  submitting: 'Verifying…',
  otherAccount: 'Sign in with another account',
} as const;

export const CAPTCHA_TEXT = {
  label: 'Human verification',
  loading: 'Loading human verification…',
  failed: 'The human verification could not be loaded. Please reload the page and try again.',
} as const;
