/** Texts of the job search screen (docs/product.md §2) before its form's code has loaded. */
export const SEARCH_SCREEN_TEXT = {
  title: 'Job Search',
  lead: 'Search by keyword, employment type, category and distance from any US city or ZIP code.',
  searching: 'Searching jobs…',
  searchFailed: 'Sorry, your job search could not be completed. Please try again, or sign in again if asked.',
} as const;

/** At most this wide, the search options start collapsed. */
export const MOBILE_BREAKPOINT_PX = 414;
