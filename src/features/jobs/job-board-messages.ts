/** Texts of the public job board's form and list (its shared texts are in common/job-board.ts). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const BOARD_FORM_TEXT = translatable({
  keywords: msg`Keywords`,
  keywordsHint: msg`Job title, skill or company`,
  type: msg`Type`,
  anyType: msg`Any type`,
  category: msg`Category`,
  anyCategory: msg`All categories`,
  location: msg`Location`,
  locationHint: msg`Location: a city and state, or a ZIP code; jobs within 25 miles of it.`,
  search: msg`Search jobs`,
  searching: msg`Searching jobs…`,
  loading: msg`Loading jobs…`,
  loadFailed: msg`Sorry, the jobs could not be loaded. Please try again.`,
  retry: msg`Try again`,
  none: msg`No open jobs match your search. Try fewer words or another location.`,
  goToPage: (page: number) => t`Page ${page}`,
  /** Read after the current page's number (react-bootstrap draws it as text, not a link). */
  currentPage: msg({
    message: '(current page)',
    comment: 'Read after the number of the page of jobs shown: "2 (current page)"',
  }),
  /** The board's title past its first page: "Open Jobs (page 2)". */
  pageTitle: (title: string, page: number) => t`${title} (page ${page})`,
  posted: msg`Posted`,
});
