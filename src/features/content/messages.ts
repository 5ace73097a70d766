/** Texts of the content pages, word for word from docs/product.md §8. */
export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = 'Sorry, the page you were trying to view does not exist.';
