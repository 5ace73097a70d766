/** /admin/staff in its own chunk; the server allows its calls to admins only. */
import '../../styles/console.scss';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { ACCOUNTS_TEXT } from './accounts-messages';
import { StaffAccountsPage } from './StaffAccountsPage';

export const adminStaff: ScreenAction = () => ({ title: ACCOUNTS_TEXT.title, component: <StaffAccountsPage /> });

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminStaff: msg`Invite staff, change their role, deactivate accounts.`,
});
