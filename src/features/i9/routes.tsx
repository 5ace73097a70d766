/** The employee's Form I-9 screen, in its own chunk. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { I9_TEXT } from './messages';
import { Section1Page } from './Section1Page';

export const i9Form: ScreenAction = ({ params }) => ({
  title: I9_TEXT.title,
  component: <Section1Page formId={params.id ?? ''} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  i9Form: msg`Your Form I-9: complete Section 1 by your first day of work.`,
});
