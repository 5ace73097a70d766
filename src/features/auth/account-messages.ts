/**
 * Texts of the account screens other than login (registration, confirmation, reset, contact,
 * logout): they load with those screens' chunks only. Quoted SPEC texts (§5, §8) are word for word.
 */
import { msg, t } from '@lingui/core/macro';
import { PASSWORD_MAX_LENGTH } from '../../../common/auth';
import { translatable } from '../../../common/i18n';

const maxLength = PASSWORD_MAX_LENGTH;

/** The help popover beside every new-password field (docs/product.md §9). */
export const PASSWORD_HELP = translatable({
  label: msg`Help: password rules`,
  text: msg`A long passphrase is easiest to remember: spaces count, and up to ${maxLength} characters are allowed. Very common passwords (such as Password1!) are refused even when they follow the rule.`,
});

export const LOGOUT_TEXT = translatable({
  lead: msg`Do you want to log out of your account?`,
  submit: msg({ message: 'Log out', comment: 'Button that signs out' }),
  signedOut: msg`You are not logged in.`,
});

/** The checks of a new password typed twice. */
export const PASSWORD_TEXT = translatable({
  /** docs/product.md §5 */
  doNotMatch: msg`Passwords do not match`,
});

export const REGISTER_TEXT = translatable({
  email: msg({ message: 'Email', comment: 'Label of the email address field' }),
  firstName: msg`First name`,
  lastName: msg`Last name`,
  password: msg`Password`,
  passwordAgain: msg`Re-enter password`,
  /** The language the account's pages and mails are in (each language is named in itself). */
  language: msg`Language of your account`,
  submit: msg`Create Account`,
  submitting: msg`Creating your account…`,
  incomplete: msg`Fill in every field and complete the human verification to create your account.`,
  haveAccount: msg({ message: 'Already have an account?', comment: 'Followed by the link "Log in"' }),
  logIn: msg({ message: 'Log in', comment: 'A link or button to the sign-in page' }),
  /** docs/product.md §8 */
  failed: msg`Sorry, could not create an account for you at this time...`,
  successHeading: msg`Check your email`,
  /** {email} is the address just registered, shown in bold. */
  successSent: (email: string) => t`We sent a confirmation link to ${email}.`,
  successConfirm: msg`Please confirm your email address before logging in.`,
  goToLogin: msg`Go to Log In`,
  /** Reached from a job's Apply button. */
  forJob: (title: string, company: string, form: boolean) =>
    form
      ? t`Create your account to apply for ${title} at ${company}. Once you have confirmed your email and logged in, you come back to its application form.`
      : t`Create your account to apply for ${title} at ${company}. Once you have confirmed your email and logged in, you come back to the job.`,
});

export const CONFIRM_TEXT = translatable({
  loading: msg`Confirming your email address…`,
  success: msg`Your email address is confirmed. You will be taken to the login page in a few seconds.`,
  goNow: msg`Log in now`,
  already: msg`This email address is already confirmed: you can log in.`,
  logIn: msg({ message: 'Log in', comment: 'A link or button to the sign-in page' }),
  /** docs/product.md §8; {email} is the support address, shown as a link. */
  failed: (email: string) => t`Something went wrong. If this error persists, please contact ${email}.`,
});

export const REQUEST_RESET_TEXT = translatable({
  intro: msg`Enter the email address of your account and we will send you a link to reset your password.`,
  email: msg({ message: 'Email', comment: 'Label of the email address field' }),
  submit: msg`Send Reset Link`,
  submitting: msg`Sending…`,
  /** {email} is the address the user typed, shown in bold. */
  sent: (email: string) =>
    t`If an account exists for ${email}, we have sent it a link to reset your password. The link expires in 1 hour.`,
  /** docs/product.md §8 */
  failed: msg`Sorry, could not send a password reset request at this time...`,
  backToLogin: msg`Back to Log In`,
});

export const RESET_TEXT = translatable({
  verifying: msg`Checking your reset link…`,
  newPassword: msg`New password`,
  verifyPassword: msg({
    message: 'Verify password',
    comment: 'Label of the field where the new password is typed again',
  }),
  submit: msg`Change Password`,
  submitting: msg`Changing your password…`,
  /** docs/product.md §8 */
  tokenInvalid: msg`Unable to process password reset. Please issue another.`,
  requestAnother: msg`Request another reset link`,
  success: msg`Your password has been changed. You can now log in with your new password.`,
  logIn: msg({ message: 'Log in', comment: 'A link or button to the sign-in page' }),
  /** An account an invitation made: its first password. */
  firstPassword: msg`Welcome! Choose a password for your new account. You will then be signed in and can follow your applications.`,
  applied: msg`Your application was sent.`,
  submitFirst: msg`Set Password and Sign In`,
  signingIn: msg`Password saved. Signing you in…`,
});

export const CONTACT_TEXT = translatable({
  intro: msg`Questions about your account, a job or your onboarding documents? We are happy to help.`,
  /** {email} is the support address, shown as a link (and a "Demo" badge after it). */
  emailLead: (email: string) => t`Email our support team at ${email}.`,
  /** {link} is the link "contact page". */
  pageLead: (link: string) => t`You can also reach us through our ${link}.`,
  pageLink: msg({ message: 'contact page', comment: 'The link in "You can also reach us through our {link}."' }),
  newTab: msg`(opens in a new tab)`,
  demo: msg({ message: 'Demo', comment: 'A badge beside a contact address that is only an example' }),
  demoNote: msg`These are demo contact details: no mail reaches this address. The portal’s operator sets the real ones with SUPPORT_EMAIL and CONTACT_URL.`,
});
