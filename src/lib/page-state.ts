/** Reads the page-embedded globals (docs/product.md §1) once at load. */
import { msg } from '@lingui/core/macro';
import { NO_BRAND } from '../../common/public-brand';
import { translatable } from '../../common/i18n';
import { DEMO_SUPPORT_EMAIL, PAGE_STATE_ELEMENT_ID, type PageState } from '../../common/page-state';

/**
 * What a page without the server's state reads (tests, a file opened by hand). Made only then: the
 * browser's zone costs Intl's first formatter (about 50 ms of a phone's main thread before the
 * first paint), which a served page never needs, as the server writes the zone.
 */
const fallback = (): PageState => ({
  isLoggedIn: false,
  emailConfirmed: false,
  firstName: null,
  role: null,
  flash: null,
  loginCaptcha: false,
  loginSecondFactor: false,
  mfaEnrolmentRequired: false,
  viewAs: null,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  draftOwner: null,
  config: {
    siteName: 'Candidate Portal',
    contactUrl: '/contact',
    supportEmail: DEMO_SUPPORT_EMAIL,
    demoContact: true,
    captchaProvider: 'altcha',
    captchaSiteKey: null,
    analyticsId: null,
    sso: null,
    brand: NO_BRAND,
  },
});

function read(): PageState {
  const el = typeof document !== 'undefined' ? document.getElementById(PAGE_STATE_ELEMENT_ID) : null;
  if (!el?.textContent) return fallback();
  try {
    return JSON.parse(el.textContent) as PageState;
  } catch {
    return fallback();
  }
}

export const pageState: PageState = read();

/** docs/product.md §1: every page title carries the site name as a suffix; no title is 'Untitled Page'. */
export const PAGE_TEXT = translatable({ untitled: msg`Untitled Page` });
export function documentTitle(title: string | undefined): string {
  return `${title || PAGE_TEXT.untitled} | ${pageState.config.siteName}`;
}

/** The flash message is shown once: the first resolution takes it, later ones get null. */
let flash: string | null = pageState.flash;
export function takeFlash(): string | null {
  const value = flash;
  flash = null;
  return value;
}

/** The address of a failed sign-in fills the login form once, like the flash message. */
let loginEmail: string = pageState.loginEmail ?? '';
export function takeLoginEmail(): string {
  const value = loginEmail;
  loginEmail = '';
  return value;
}
