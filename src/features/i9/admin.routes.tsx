/** The I-9 staff's screens, in their own chunk. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { I9ListPage, I9RecordPage } from './StaffI9Pages';
import { I9_STAFF_TEXT } from './staff-messages';

export const adminI9List: ScreenAction = () => ({ title: I9_STAFF_TEXT.listTitle, component: <I9ListPage /> });

export const adminI9Record: ScreenAction = ({ params }) => ({
  title: I9_STAFF_TEXT.listTitle,
  component: <I9RecordPage formId={params.id ?? ''} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminI9List: msg`Every Form I-9 with its deadlines.`,
  adminI9Record: msg`One Form I-9: its sections, E-Verify case and history.`,
});
