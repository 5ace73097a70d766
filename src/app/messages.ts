/**
 * Texts of the app shell, word for word from docs/product.md §2 and §8: only what every page's entry chunk
 * needs. The view-as banner's are in view-as-messages.ts, the pages' in their features.
 */
export const GENERIC_ERROR = 'Sorry, a critical error occurred on this page.';
export const ERROR_PAGE_TITLE = 'Error';
export const MOBILE_TITLE = 'Candidate Portal';
/** The header's link to the staff console, shown to staff and admins. */
export const ADMIN_LINK = 'Admin';
/** The header's link to the public job board (open to visitors). */
export const BROWSE_JOBS_LINK = 'Browse Jobs';
/** The header's link to two-factor sign-in and the sessions list. */
export const SECURITY_LINK = 'Security';
