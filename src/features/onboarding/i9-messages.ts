/** What the status board says of a person's overdue Form I-9 sections (docs/product.md §4.19). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const BOARD_I9_TEXT = translatable({
  section1: msg`Form I-9 Section 1 overdue`,
  section2: msg`Form I-9 Section 2 overdue`,
  open: msg`Open the Form I-9`,
  /** The link's accessible name: which person's form it opens. */
  openOf: (name: string) => t`Open the Form I-9 of ${name}`,
});
