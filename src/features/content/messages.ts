/** Texts of the content pages, word for word from docs/product.md §8. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const NOT_FOUND_TEXT = translatable({
  title: msg`Page Not Found`,
  text: msg`Sorry, the page you were trying to view does not exist.`,
  home: msg`Go to the home page`,
});
