/**
 * Texts of the login page (the auth chunk) and titles of every account screen. Quoted SPEC texts
 * (§1, §2, §5, §8) are word for word; the rest fill what SPEC leaves open ("Other messages: not
 * shown"). The other account screens' texts are in account-messages.ts, out of the login's chunk.
 */
// Two docs/product.md §5 texts are shared with the server and live in common/: the password hint in
// common/auth.ts and 'Email address is invalid' in common/text.ts. They are imported from there,
// never copied.
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** Document titles, each also the page's h1 (docs/product.md §2). */
export const AUTH_TITLES = translatable({
  login: msg({ message: 'Log In', comment: 'Title of the sign-in page, and its button' }),
  register: msg`New User Registration`,
  confirm: msg`Registration Confirmed`,
  requestReset: msg`Reset Password`,
  reset: msg({ message: 'Enter New password', comment: 'Title of the page where a new password is chosen' }),
  contact: msg`Contact Us`,
  logout: msg({ message: 'Log Out', comment: 'Title of the sign-out page' }),
});

/** docs/product.md §1: the public landing pitch. */
export const LANDING_PITCH = translatable({
  heading: msg`Land The Perfect Job Today`,
  steps: {
    upload: { title: msg`Upload a resume`, text: msg`Add your resume once and let recruiters find you.` },
    explore: { title: msg`Explore jobs`, text: msg`Search openings by keyword, type, category and location.` },
    apply: { title: msg`Apply in one click`, text: msg`Send your application with a single click.` },
  },
  browse: msg`Browse open jobs`,
  browseNote: msg({ message: 'No account needed to look.', comment: 'Follows the link "Browse open jobs"' }),
});

export const LOGIN_TEXT = translatable({
  email: msg({ message: 'Email', comment: 'Label of the email address field' }),
  password: msg`Password`,
  submit: msg({ message: 'Log In', comment: 'Title of the sign-in page, and its button' }),
  submitting: msg`Logging in…`,
  forgotPassword: msg`Forgot Password?`,
  noAccount: msg({ message: 'New here?', comment: 'Followed by the link "Create an account"' }),
  // Not 'Sign up': the header already has a link of that name on this page.
  signUp: msg`Create an account`,
  passkey: msg`Sign in with a passkey`,
  passkeyBusy: msg`Waiting for your passkey…`,
  passkeyCancelled: msg`No passkey was used. Try again, or sign in with your password.`,
  passkeyFailed: msg`Signing in with a passkey did not work. Please try again.`,
  /** Arriving from Job Search, which needs an account: the job board does not. */
  searchNeedsAccount: msg({
    message: 'Job Search uses your profile, so it needs an account. You can see every open job without one:',
    comment: 'Followed by the link "Browse jobs without an account"',
  }),
  browseJobs: msg`Browse jobs without an account`,
});

export const SECOND_FACTOR_TEXT = translatable({
  title: msg`Two-factor sign-in`,
  loading: msg`Loading…`,
  failed: msg`The code form could not be loaded. Please reload the page.`,
  codeIntro: msg`Enter the 6-digit code from your authenticator app.`,
  code: msg`6-digit code`,
  recoveryIntro: msg`Enter one of the recovery codes you saved when you set up two-factor sign-in.`,
  recoveryCode: msg`Recovery code`,
  useRecovery: msg`Use a recovery code`,
  useApp: msg`Use a code from the app`,
  submit: msg({ message: 'Verify', comment: 'Button that sends the two-factor code' }),
  submitting: msg`Verifying…`,
  otherAccount: msg`Sign in with another account`,
});

export const CAPTCHA_TEXT = translatable({
  label: msg({ message: 'Human verification', comment: 'Label above the captcha widget' }),
  loading: msg`Loading human verification…`,
  failed: msg`The human verification could not be loaded. Please reload the page and try again.`,
});
