/** Texts of the header and the footer, drawn on every page. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../common/i18n';

export const LAYOUT_TEXT = translatable({
  mainNav: msg`Main`,
  myDashboard: msg`My Dashboard`,
  jobSearch: msg`Job Search`,
  about: msg`About`,
  contact: msg`Contact`,
  opensInNewTab: msg`(opens in a new tab)`,
  welcome: (firstName: string) => t`Welcome ${firstName}`,
  logIn: msg`Log in`,
  signUp: msg`Sign up`,
  logOut: msg`Log out`,
  footerNav: msg`Footer`,
  home: msg`Home`,
  privacy: msg`Privacy`,
  /** The switcher's name for screen readers; each language is named in itself. */
  languages: msg`Language`,
  languageFailed: msg`Sorry, we could not change the language. Please try again.`,
});
