/**
 * Texts of the app shell, word for word from docs/product.md §2 and §8: only what every page's entry chunk
 * needs. The view-as banner's are in view-as-messages.ts, the pages' in their features.
 */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../common/i18n';

export const APP_TEXT = translatable({
  genericError: msg`Sorry, a critical error occurred on this page.`,
  errorPageTitle: msg`Error`,
  mobileTitle: msg`Candidate Portal`,
  /** The header's link to the staff console, shown to staff and admins. */
  adminLink: msg({ message: 'Admin', context: 'navigation' }),
  /** The header's link to the public job board (open to visitors). */
  browseJobsLink: msg`Browse Jobs`,
  /** The header's link to two-factor sign-in and the sessions list. */
  securityLink: msg`Security`,
  /** The language switcher's label (each language is named in itself). */
  language: msg`Language`,
  /** The first link of every page, for keyboard users: it moves the focus to the page's content. */
  skipToContent: msg`Skip to content`,
});
