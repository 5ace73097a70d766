/** Texts of the job search screen (docs/product.md §2) before its form's code has loaded. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const SEARCH_SCREEN_TEXT = translatable({
  title: msg`Job Search`,
  lead: msg`Search by keyword, employment type, category and distance from any US city or ZIP code.`,
  searching: msg`Searching jobs…`,
  searchFailed: msg`Sorry, your job search could not be completed. Please try again, or sign in again if asked.`,
});

/** At most this wide, the search options start collapsed. */
export const MOBILE_BREAKPOINT_PX = 414;
