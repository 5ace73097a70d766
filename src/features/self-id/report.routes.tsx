/** /admin/self-identification in its own chunk; the server allows its call to admins only. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { SELF_ID_MESSAGES } from '../../../common/self-id';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ReportPage } from './ReportPage';

export const adminSelfIdReport: ScreenAction = () => ({
  title: SELF_ID_MESSAGES.reportTitle,
  component: <ReportPage />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminSelfIdReport: msg`Aggregate counts of voluntary self-identification, per job and period.`,
});
