/**
 * Texts of the account screens other than login (registration, confirmation, reset, contact,
 * logout): they load with those screens' chunks only. Quoted SPEC texts (§5, §8) are word for word.
 */
import { PASSWORD_MAX_LENGTH } from '../../../common/auth';

/** The help popover beside every new-password field (docs/product.md §9). */
export const PASSWORD_HELP = {
  label: 'Help: password rules',
  text: `A long passphrase is easiest to remember: spaces count, and up to ${PASSWORD_MAX_LENGTH} characters are allowed. Very common passwords (such as Password1!) are refused even when they follow the rule.`,
} as const;

export const LOGOUT_TEXT = {
  lead: 'Do you want to log out of your account?',
  submit: 'Log out',
  signedOut: 'You are not logged in.',
} as const;

/** docs/product.md §5 */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const REGISTER_TEXT = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  passwordAgain: 'Re-enter password',
  submit: 'Create Account',
  submitting: 'Creating your account…',
  incomplete: 'Fill in every field and complete the human verification to create your account.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  /** docs/product.md §8 */
  failed: 'Sorry, could not create an account for you at this time...',
  successHeading: 'Check your email',
  successSent: 'We sent a confirmation link to',
  successConfirm: 'Please confirm your email address before logging in.',
  goToLogin: 'Go to Log In',
  /** Reached from a job's Apply button. */
  forJob: (title: string, company: string, form: boolean) =>
    `Create your account to apply for ${title} at ${company}. Once you have confirmed your email and logged in, you come back to ${form ? 'its application form' : 'the job'}.`,
} as const;

export const CONFIRM_TEXT = {
  loading: 'Confirming your email address…',
  success: 'Your email address is confirmed. You will be taken to the login page in a few seconds.',
  goNow: 'Log in now',
  already: 'This email address is already confirmed: you can log in.',
  logIn: 'Log in',
  /** docs/product.md §8; {email} is the support address. */
  failed: 'Something went wrong. If this error persists, please contact {email}.',
} as const;

export const REQUEST_RESET_TEXT = {
  intro: 'Enter the email address of your account and we will send you a link to reset your password.',
  email: 'Email',
  submit: 'Send Reset Link',
  submitting: 'Sending…',
  /** {email} is the address the user typed. */
  sent: 'If an account exists for {email}, we have sent it a link to reset your password. The link expires in 1 hour.',
  /** docs/product.md §8 */
  failed: 'Sorry, could not send a password reset request at this time...',
  backToLogin: 'Back to Log In',
} as const;

export const RESET_TEXT = {
  verifying: 'Checking your reset link…',
  newPassword: 'New password',
  verifyPassword: 'Verify password',
  submit: 'Change Password',
  submitting: 'Changing your password…',
  /** docs/product.md §8 */
  tokenInvalid: 'Unable to process password reset. Please issue another.',
  requestAnother: 'Request another reset link',
  success: 'Your password has been changed. You can now log in with your new password.',
  logIn: 'Log in',
  /** An account an invitation made: its first password. */
  firstPassword:
    'Welcome! Choose a password for your new account. You will then be signed in and can follow your applications.',
  applied: 'Your application was sent.',
  submitFirst: 'Set Password and Sign In',
  signingIn: 'Password saved. Signing you in…',
} as const;

export const CONTACT_TEXT = {
  intro: 'Questions about your account, a job or your onboarding documents? We are happy to help.',
  emailLead: 'Email our support team at',
  pageLead: 'You can also reach us through our',
  pageLink: 'contact page',
  newTab: '(opens in a new tab)',
  demo: 'Demo',
  demoNote:
    'These are demo contact details: no mail reaches this address. The portal’s operator sets the real ones with SUPPORT_EMAIL and CONTACT_URL.',
} as const;

/** Splits a text with one {placeholder} around it, so the placeholder can be rendered as a link. */
export function splitAt(text: string, placeholder: string): [string, string] {
  const at = text.indexOf(placeholder);
  if (at < 0) return [text, ''];
  return [text.slice(0, at), text.slice(at + placeholder.length)];
}
