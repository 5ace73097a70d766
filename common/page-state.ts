import type { PublicBrand } from './brand';
import type { CmsContent } from './content';
import type { PseudoLocale } from './i18n';
import type { SigningPreview } from './esign';
import type { BoardFirstPage } from './job-board';
import type { SearchInput, SearchResults } from './jobs';
import type { StaffRole } from './staff-accounts';
import type { ViewAsState } from './staff-candidates';

/**
 * The support address of a portal whose operator has not set SUPPORT_EMAIL (the demo): the
 * reserved .invalid domain, so it is plainly not a real mailbox and no mail reaches a stranger.
 */
export const DEMO_SUPPORT_EMAIL = 'support@demo-portal.invalid';

/** What the server embeds in index.html (docs/product.md §1 page globals plus the public configuration). */
interface PublicConfig {
  siteName: string;
  contactUrl: string;
  supportEmail: string;
  /** SUPPORT_EMAIL is not set: the address shown is the demo's, and the contact page says so. */
  demoContact: boolean;
  captchaProvider: 'altcha' | 'recaptcha';
  /** Public only: the reCAPTCHA site key (never the secret). */
  captchaSiteKey: string | null;
  analyticsId: string | null;
  /** Staff single sign-on (OIDC_ISSUER): the login page's button and its label; null: not configured. */
  sso: { label: string } | null;
  /** The employer's logo, favicon, colour and hero image (null parts: the built-in look). */
  brand: PublicBrand;
}

export interface PageState {
  isLoggedIn: boolean;
  /** The signed-in user has confirmed their email (the confirmed-user check of docs/product.md §2). */
  emailConfirmed: boolean;
  firstName: string | null;
  /** The signed-in user's role, for navigation only: the server checks every call itself. */
  role: 'candidate' | StaffRole | null;
  /** The staff member's permissions beyond the role ('i9'), for navigation only. */
  permissions?: string[];
  flash: string | null;
  /** The sign-in form must carry a solved captcha (after repeated failures, SECURITY 6.3.1). */
  loginCaptcha: boolean;
  /** The password was right: the login page asks for the second factor (TOTP or a recovery code). */
  loginSecondFactor: boolean;
  /** A staff member must set up two-factor sign-in before the console opens (MFA_REQUIRED_FOR_STAFF). */
  mfaEnrolmentRequired: boolean;
  /** After a failed sign-in: the address that was typed, for the form to show again. */
  loginEmail?: string;
  /** A staff member views the portal as this candidate (the banner on every page). */
  viewAs: ViewAsState | null;
  /** The zone the reader's times are shown in (IANA): their own, else DEFAULT_TIME_ZONE. */
  timeZone: string;
  /**
   * Whose unsaved form values this tab may show (an opaque key per account, and per view as a
   * candidate); null when signed out. Another person signing in on the tab never sees them.
   */
  draftOwner: string | null;
  config: PublicConfig;
  /** Only in a visitor's HTML of / and /login: the landing pitch (null: the built-in one shows). */
  landingPitch?: CmsContent | null;
  /** Only in the HTML of /jobs: the board's first page, drawn before any call. */
  jobBoard?: BoardFirstPage;
  /** Only in a signed-in user's HTML of a plain /search: the first search, drawn with the page. */
  firstSearch?: ServedSearch;
  /** Only in the HTML of the built-in signing page, for the token in its URL. */
  signing?: SigningPreview;
  /** Only in a page of a pseudo-locale: its messages are derived from English (src/lib/i18n.ts). */
  pseudoLocale?: PseudoLocale;
}

/**
 * The search screen's first search as the server made it: the initial search options, the first
 * page of their results and the jobs the user saved, as the screen's three calls would answer.
 */
export interface ServedSearch {
  search: SearchInput;
  results: SearchResults;
  savedJobIds: number[];
}

export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** Serialises state for a `<script type="application/json">` so it can never close the tag. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
