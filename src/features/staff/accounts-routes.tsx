/** /admin/staff in its own chunk; the server allows its calls to admins only. */
import './staff.scss';
import type { ScreenAction } from '../../router';
import { ACCOUNTS_TITLE } from './accounts-messages';
import { StaffAccountsPage } from './StaffAccountsPage';

export const adminStaff: ScreenAction = () => ({ title: ACCOUNTS_TITLE, component: <StaffAccountsPage /> });
