/** Texts of the header and the footer, drawn on every page. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../common/i18n';

export const LAYOUT_TEXT = translatable({
  mainNav: msg`Main`,
  /** The phone's menu button, for screen readers (react-bootstrap would name it in English). */
  toggleNav: msg({
    message: 'Toggle navigation',
    comment: 'The menu button that opens and closes the site’s navigation on a phone.',
  }),
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
  accessibility: msg`Accessibility`,
  /** The switcher's name for screen readers; each language is named in itself. */
  languages: msg`Language`,
  languageFailed: msg`Sorry, we could not change the language. Please try again.`,
});
